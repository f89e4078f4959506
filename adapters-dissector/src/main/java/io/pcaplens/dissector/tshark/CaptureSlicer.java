package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.pcap.PcapRecordIndex;
import io.pcaplens.dissector.pcap.PcapngIndex;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.dissection.port.CaptureSlice;

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
 * tshark: memory stays bounded whatever the capture's size, and the slices run on all cores. A pcap file, and a
 * pcapng file laid out as capture tools write it, is sliced in place (byte ranges fed through a pipe behind the
 * file's header); other pcapng files are cut into files with editcap. A file that cannot be a capture is refused
 * first.
 *
 * <p>A pcapng frame may carry no timestamp (a simple packet block); it takes the time of the closest earlier
 * frame that has one, which may lie in an earlier slice. The slices of a pcapng file therefore carry in the time
 * of the last timed frame before them (the capture's first time before its first timed frame), found while the
 * file is walked for its slice boundaries, so that slices read side by side give every frame the time one read
 * in capture order would.
 */
final class CaptureSlicer {

    /** Below this size one tshark reads the whole file: slicing would cost more than it saves. */
    static final long SLICE_FROM_BYTES = 48L << 20;
    /**
     * Bounds one tshark's memory to roughly 180 MB + 600k × 0.5 KB, so two side by side stay near 1 GB.
     * Slices are kept as large as that allows because every slice boundary loses dissector state (see
     * docs/analysis.md, "Large captures").
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
            Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(capture);
            if (pcap.isEmpty()) {
                return pcapng(capture, workDir, parallelism, size);
            }
            List<CaptureSlice> whole = List.of(new CaptureSlice(0, capture, 1, size, false));
            return size < sliceFromBytes ? whole : byteRanges(capture, pcap.get(), parallelism, whole);
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
     * A pcapng file is sliced in place when it is one section whose interfaces are all described before its first
     * frame; its slices then keep its blocks as they are, custom blocks and simple packet blocks included. Other
     * pcapng files are cut into copies with editcap, unless copies would not be read as the file is: editcap leaves
     * out custom blocks marked not to be copied, which would renumber the frames of later slices, and writes a
     * simple packet block as an enhanced one stamped 1970-01-01, which no longer says it carried no time. Such a
     * file, and a damaged one, is read whole by a single tshark, which also says where a damaged one breaks.
     */
    private List<CaptureSlice> pcapng(Path capture, Path workDir, int parallelism, long size)
            throws IOException, InterruptedException {
        if (size < sliceFromBytes) {
            return List.of(whole(capture, size, PcapngIndex.firstTime(capture)));
        }
        PcapngIndex.Survey survey;
        try {
            survey = PcapngIndex.survey(capture);
        } catch (IOException damaged) {
            return List.of(whole(capture, size, PcapngIndex.firstTime(capture)));
        }
        List<CaptureSlice> whole = List.of(whole(capture, size, survey.firstTimeNanos()));
        long perSlice = framesPerSlice(survey.frames(), parallelism, maxFramesPerSlice);
        if (survey.frames() <= perSlice) {
            return whole;
        }
        if (survey.inPlace()) {
            return inPlace(capture, survey, perSlice, size);
        }
        if (survey.customBlocks() || survey.untimedFrames()) {
            return whole;
        }
        return copies(capture, workDir, perSlice, whole);
    }

    private static CaptureSlice whole(Path capture, long size, Long firstTimeNanos) {
        return new CaptureSlice(0, capture, 1, size, false, null, firstTimeNanos);
    }

    private static List<CaptureSlice> inPlace(Path capture, PcapngIndex.Survey survey, long perSlice, long size)
            throws IOException {
        List<PcapngIndex.SliceStart> starts = PcapngIndex.sliceStarts(capture, perSlice, survey.firstTimeNanos());
        List<CaptureSlice> slices = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            long from = starts.get(i).offset();
            long to = i + 1 < starts.size() ? starts.get(i + 1).offset() : size;
            slices.add(new CaptureSlice(i, capture, i * perSlice + 1, to - from, false,
                    new CaptureSlice.ByteRange(survey.headerEnd(), from, to), starts.get(i).carriedTimeNanos()));
        }
        return slices;
    }

    private static List<CaptureSlice> copies(Path capture, Path workDir, long perSlice, List<CaptureSlice> whole)
            throws IOException, InterruptedException {
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
}
