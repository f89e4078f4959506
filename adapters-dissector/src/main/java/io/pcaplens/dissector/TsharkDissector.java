package io.pcaplens.dissector;

import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.port.CaptureSlice;
import io.pcaplens.domain.port.DissectionException;
import io.pcaplens.domain.port.PacketDissector;
import io.pcaplens.domain.port.PacketSink;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.stream.Stream;

/**
 * The packet dissector on tshark. tshark keeps state for every frame it has read (about 0.5 KB each), so
 * a large capture is first cut into slices of at most {@link #MAX_FRAMES_PER_SLICE} frames with editcap
 * and each slice gets its own tshark: memory stays bounded whatever the capture's size, and the slices
 * run on all cores.
 */
@ApplicationScoped
public class TsharkDissector implements PacketDissector {

    /** Below this size one tshark reads the whole file: slicing would cost more than it saves. */
    static final long SLICE_FROM_BYTES = 48L << 20;
    /**
     * Bounds one tshark's memory to roughly 180 MB + 600k × 0.5 KB, so two side by side stay near 1 GB.
     * Slices are kept as large as that allows because every slice boundary loses dissector state (see
     * README, "Large captures").
     */
    static final long MAX_FRAMES_PER_SLICE = 600_000;
    /** How often, in frames, progress is reported. */
    private static final int PROGRESS_EVERY = 2_000;
    /** Per-record overhead of the pcap format, to estimate bytes read from frame lengths. */
    private static final int RECORD_HEADER = 16;
    private static final long SHORT_COMMAND_SECONDS = 600;

    private final long sliceFromBytes;
    private final long maxFramesPerSlice;

    public TsharkDissector() {
        this(SLICE_FROM_BYTES, MAX_FRAMES_PER_SLICE);
    }

    /** With other slicing limits, so that tests can slice small captures. */
    TsharkDissector(long sliceFromBytes, long maxFramesPerSlice) {
        this.sliceFromBytes = sliceFromBytes;
        this.maxFramesPerSlice = maxFramesPerSlice;
    }

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("tshark", "tshark", TsharkCommand.version(), "TShark (Wireshark) ");
    }

    @Override
    public List<CaptureSlice> slice(Path capture, Path workDir, int parallelism) throws DissectionException {
        try {
            long size = Files.size(capture);
            List<CaptureSlice> whole = List.of(new CaptureSlice(0, capture, 1, size, false));
            if (size < sliceFromBytes) {
                return whole;
            }
            long frames = countFrames(capture);
            long perSlice = framesPerSlice(frames, parallelism, maxFramesPerSlice);
            if (frames <= perSlice) {
                return whole;
            }
            ToolProcess.Result split = ToolProcess.run(TsharkCommand.split(capture, perSlice, workDir.resolve("slice")),
                    SHORT_COMMAND_SECONDS);
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
        } catch (IOException e) {
            throw new DissectionException("could not prepare the capture for reading: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DissectionException("interrupted while preparing the capture", e);
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
        ToolProcess.Result r = ToolProcess.run(TsharkCommand.count(capture), SHORT_COMMAND_SECONDS);
        String[] cells = r.stdout().strip().split("\t");
        try {
            return Long.parseLong(cells[cells.length - 1].strip());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    @Override
    public DissectionOutcome dissect(CaptureSlice slice, PacketSink sink, LongConsumer bytesRead)
            throws DissectionException {
        TsharkLineParser parser = new TsharkLineParser(slice.firstFrame() - 1);
        long packets = 0;
        long bytes = 0;
        try (ToolProcess tshark = ToolProcess.start(TsharkCommand.fields(slice.file()))) {
            var decoder = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE);
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(tshark.stdout(), decoder), 1 << 20)) {
                String line;
                while ((line = lines.readLine()) != null) {
                    PacketRecord packet = PacketRecord.from(parser.parse(line));
                    sink.accept(packet);
                    packets++;
                    bytes += packet.frameLength() + RECORD_HEADER;
                    if (packets % PROGRESS_EVERY == 0) {
                        bytesRead.accept(Math.min(bytes, slice.bytes()));
                    }
                }
            }
            int code = tshark.waitFor(SHORT_COMMAND_SECONDS);
            bytesRead.accept(slice.bytes());
            return outcome(code, tshark.stderr(), packets, slice);
        } catch (DissectionException e) {
            throw e;
        } catch (IOException e) {
            throw new DissectionException("tshark could not be run: " + e.getMessage()
                    + " (is the tshark package installed?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DissectionException("the analysis was interrupted", e);
        } catch (RuntimeException e) {
            throw new DissectionException("unexpected tshark output after " + packets + " packets: " + e.getMessage(), e);
        } catch (Exception e) {
            throw new DissectionException("storing packets failed after " + packets + " packets: " + e.getMessage(), e);
        }
    }

    /** tshark's exit code and complaints, turned into what the user is told. */
    static DissectionOutcome outcome(int exitCode, String stderr, long packets, CaptureSlice slice)
            throws DissectionException {
        if (exitCode == 0) {
            return new DissectionOutcome(packets, null);
        }
        String said = stderr.isBlank() ? "no message" : stderr.lines().findFirst().orElse("").strip();
        if (stderr.contains("cut short in the middle of a packet") || stderr.contains("truncated")
                || stderr.contains("appears to be damaged or corrupt")) {
            long lastGood = slice.firstFrame() - 1 + packets;
            return new DissectionOutcome(packets, "The capture file is damaged or truncated after frame " + lastGood
                    + " (tshark: " + said.replace(slice.file().toString(), "capture") + ").");
        }
        if (stderr.contains("isn't a capture file") || stderr.contains("unknown file format")) {
            throw new DissectionException("tshark cannot read the file: it is not a capture in a format tshark understands.");
        }
        throw new DissectionException("tshark failed with exit code " + exitCode + ": "
                + said.replace(slice.file().toString(), "capture"));
    }
}
