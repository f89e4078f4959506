package io.pcaplens.dissector;

import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.port.CaptureSlice;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Cuts a capture into the slices tshark reads. tshark keeps state for every frame it has read (about 0.5 KB
 * each), so a large capture is read in slices of at most {@link #MAX_FRAMES_PER_SLICE} frames, each by its own
 * tshark: memory stays bounded whatever the capture's size, and the slices run on all cores. A pcap file is
 * sliced in place (byte ranges fed through a pipe); other formats are cut into files with editcap. A file that
 * cannot be a capture is refused first.
 */
final class CaptureSlicer {

    /** Below this size one tshark reads the whole file: slicing would cost more than it saves. */
    static final long SLICE_FROM_BYTES = 48L << 20;
    /**
     * Bounds one tshark's memory to roughly 180 MB + 600k × 0.5 KB, so two side by side stay near 1 GB.
     * Slices are kept as large as that allows because every slice boundary loses dissector state (see
     * README, "Large captures").
     */
    static final long MAX_FRAMES_PER_SLICE = 600_000;

    private final long sliceFromBytes;
    private final long maxFramesPerSlice;

    CaptureSlicer(long sliceFromBytes, long maxFramesPerSlice) {
        this.sliceFromBytes = sliceFromBytes;
        this.maxFramesPerSlice = maxFramesPerSlice;
    }

    List<CaptureSlice> slice(Path capture, Path workDir, int parallelism) throws ToolFailure {
        try {
            refuseNonCapture(capture);
            long size = Files.size(capture);
            List<CaptureSlice> whole = List.of(new CaptureSlice(0, capture, 1, size, false));
            if (size < sliceFromBytes) {
                return whole;
            }
            Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(capture);
            return pcap.isPresent() ? byteRanges(capture, pcap.get(), parallelism, whole)
                    : copies(capture, workDir, parallelism, whole);
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "could not prepare the capture for reading: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.TSHARK, "interrupted while preparing the capture", e);
        }
    }

    /** A file that cannot be a capture is refused with what is wrong with it, before any tool reads it. */
    private static void refuseNonCapture(Path capture) throws IOException, ToolFailure {
        byte[] head = new byte[CaptureFormat.MAGIC_LENGTH];
        int read;
        try (InputStream in = Files.newInputStream(capture)) {
            read = in.readNBytes(head, 0, head.length);
        }
        Optional<String> defect = CaptureFormat.defect(head, read, Files.size(capture));
        if (defect.isPresent()) {
            throw new ToolFailure(Tool.TSHARK, defect.get());
        }
    }

    /**
     * A classic pcap is sliced in place: two passes over its record headers (count, then boundaries) cost
     * far less than copying it, and each tshark reads its range through a pipe.
     */
    private List<CaptureSlice> byteRanges(Path capture, ByteOrder order, int parallelism, List<CaptureSlice> whole)
            throws IOException {
        long frames = PcapRecordIndex.walk(capture, order, Long.MAX_VALUE).frames();
        long perSlice = framesPerSlice(frames, parallelism, maxFramesPerSlice);
        if (frames <= perSlice) {
            return whole;
        }
        PcapRecordIndex.Boundaries b = PcapRecordIndex.walk(capture, order, perSlice);
        long fileEnd = Files.size(capture);
        List<CaptureSlice> slices = new ArrayList<>();
        for (int i = 0; i < b.sliceStarts().size(); i++) {
            long from = b.sliceStarts().get(i);
            // the last slice runs to the end of the file, so that a damaged tail still reaches tshark
            long to = i + 1 < b.sliceStarts().size() ? b.sliceStarts().get(i + 1) : fileEnd;
            slices.add(new CaptureSlice(i, capture, i * perSlice + 1, to - from, false,
                    new CaptureSlice.ByteRange(PcapRecordIndex.FILE_HEADER, from, to)));
        }
        return slices;
    }

    /**
     * Other formats (pcapng) are cut into files with editcap. One holding custom blocks is read whole: tshark
     * numbers those blocks as frames, and editcap leaves out the ones marked not to be copied, so the frames of
     * the copies would not be numbered as the capture's.
     */
    private List<CaptureSlice> copies(Path capture, Path workDir, int parallelism, List<CaptureSlice> whole)
            throws IOException, InterruptedException {
        if (holdsCustomBlocks(capture)) {
            return whole;
        }
        long frames = countFrames(capture);
        long perSlice = framesPerSlice(frames, parallelism, maxFramesPerSlice);
        if (frames <= perSlice) {
            return whole;
        }
        ToolProcess.Result split = ToolProcess.run(TsharkCommand.split(capture, perSlice, workDir.resolve("slice")),
                TsharkDissector.SHORT_COMMAND_SECONDS);
        List<Path> files;
        try (Stream<Path> s = Files.list(workDir)) {
            files = s.filter(p -> p.getFileName().toString().startsWith("slice")).sorted().toList();
        }
        if (split.exitCode() != 0 || files.isEmpty()) {
            // A damaged file: let a single tshark read it and say exactly where it breaks.
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
            return whole;
        }
        List<CaptureSlice> slices = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            slices.add(new CaptureSlice(i, files.get(i), i * perSlice + 1, Files.size(files.get(i)), true));
        }
        return slices;
    }

    /** A damaged file counts as holding them: a single tshark then reads it and says where it breaks. */
    private static boolean holdsCustomBlocks(Path capture) {
        try {
            return PcapngBlockWalk.holdsCustomBlocks(capture);
        } catch (IOException e) {
            return true;
        }
    }

    /**
     * Slices of equal size, as many as a multiple of the parallelism, so that every round of slices keeps
     * all cores busy to the end instead of leaving a short last slice to one core.
     */
    static long framesPerSlice(long frames, int parallelism, long maxFramesPerSlice) {
        int cores = Math.max(1, parallelism);
        long slices = Math.max(cores, (frames + maxFramesPerSlice - 1) / maxFramesPerSlice);
        slices = (slices + cores - 1) / cores * cores;
        return Math.max(1, (frames + slices - 1) / slices);
    }

    private static long countFrames(Path capture) throws IOException, InterruptedException {
        ToolProcess.Result r = ToolProcess.run(TsharkCommand.count(capture), TsharkDissector.SHORT_COMMAND_SECONDS);
        String[] cells = r.stdout().strip().split("\t");
        try {
            return Long.parseLong(cells[cells.length - 1].strip());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
