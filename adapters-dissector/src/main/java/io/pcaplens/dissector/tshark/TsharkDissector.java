package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.DoubtfulFrame;
import io.pcaplens.dissector.payload.FramePayloads;
import io.pcaplens.dissector.pcap.PcapRecordIndex;
import io.pcaplens.dissector.process.LineReader;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.process.ToolVersion;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.packet.FrameClock;
import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.packet.port.PacketSink;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.logging.Logger;

/**
 * The packet dissector on tshark: each slice of a capture ({@link CaptureSlicer}) read by its own tshark,
 * its lines parsed into packets and handed to the sink as they come, tshark's complaints turned into
 * what the user is told.
 */
@ApplicationScoped
public class TsharkDissector implements PacketDissector {

    private static final Logger LOG = Logger.getLogger(TsharkDissector.class.getName());
    /** How often, in frames, progress is reported. */
    private static final int PROGRESS_EVERY = 2_000;
    /** Per-record overhead of the pcap format, to estimate bytes read from frame lengths. */
    private static final int RECORD_HEADER = 16;
    static final long SHORT_COMMAND_SECONDS = 600;

    /**
     * The ways a slice is read, cheapest first; each gives the same packets as the next where it gives any, and
     * hands the rest of the slice to the next at the first frame it cannot give exactly.
     */
    enum Reading {
        /** tshark's custom columns, the payloads from the file ({@link TsharkColumns}) */
        COLUMNS,
        /** tshark's field output with the payloads' lengths, the payloads from the file ({@link FramePayloads}) */
        LENGTHS,
        /** tshark's field output with the payloads' hex */
        HEX
    }

    private final CaptureSlicer slicer;
    private final Reading first;

    public TsharkDissector() {
        this(CaptureSlicer.SLICE_FROM_BYTES, CaptureSlicer.MAX_FRAMES_PER_SLICE);
    }

    /**
     * @param sliceFromBytes captures of this size or more are read in slices; smaller ones by one tshark, which
     *                       costs less than starting several
     */
    @Inject
    public TsharkDissector(@ConfigProperty(name = "pcaplens.analysis.slice-from-bytes",
            defaultValue = "" + CaptureSlicer.SLICE_FROM_BYTES) long sliceFromBytes) {
        this(sliceFromBytes, CaptureSlicer.MAX_FRAMES_PER_SLICE);
    }

    /** With other slicing limits, so that tests can slice small captures. */
    TsharkDissector(long sliceFromBytes, long maxFramesPerSlice) {
        this(sliceFromBytes, maxFramesPerSlice, Reading.COLUMNS);
    }

    /** @param first the way slices are read first, as tests compare them */
    TsharkDissector(long sliceFromBytes, long maxFramesPerSlice, Reading first) {
        this.slicer = new CaptureSlicer(sliceFromBytes, maxFramesPerSlice);
        this.first = first;
    }

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("tshark", "tshark", TsharkCommand.version(), "TShark (Wireshark) ");
    }

    @Override
    public List<CaptureSlice> slice(Path capture, Path workDir, int parallelism) throws ToolFailure {
        return slicer.slice(capture, workDir, parallelism);
    }

    /**
     * Reads the slice with tshark's columns, the payloads read from the file ({@link Reading#COLUMNS}); from
     * the first frame the columns may not give exactly, tshark's field output with the payloads' lengths takes
     * over, and from the first frame whose payload the lengths do not confirm, the field output with the
     * payloads' hex. Each pass after the first passes over the lines before its frame (they were kept already).
     */
    @Override
    public DissectionOutcome dissect(CaptureSlice slice, PacketSink sink, LongConsumer bytesRead)
            throws ToolFailure {
        FrameClock clock = new FrameClock(slice.carriedTimeNanos());
        // packets kept, bytes read
        long[] counts = new long[2];
        long[] offsets = recordOffsets(slice);
        long frameOffset = slice.firstFrame() - 1;
        if (first == Reading.HEX) {
            return read(slice, hexFields(), new TsharkLineParser(frameOffset), 0, offsets, clock, counts, sink, bytesRead);
        }
        try (FramePayloads payloads = framePayloads(slice, offsets)) {
            long skip = 0;
            if (first == Reading.COLUMNS) {
                try {
                    return read(slice, TsharkCommand::columns, new TsharkColumnParser(frameOffset, payloads), 0,
                            offsets, clock, counts, sink, bytesRead);
                } catch (DoubtfulFrame d) {
                    LOG.info(() -> "slice from frame " + slice.firstFrame() + ": tshark's field output from "
                            + d.getMessage());
                    skip = d.frame() - 1;
                }
            }
            return read(slice, capture -> TsharkCommand.fields(capture, TsharkFields.LENGTHS),
                    new TsharkLineParser(frameOffset, payloads), skip, offsets, clock, counts, sink, bytesRead);
        } catch (FramePayloads.Unconfirmed u) {
            LOG.info(() -> "slice from frame " + slice.firstFrame() + ": payloads from tshark's hex from "
                    + u.getMessage());
            return read(slice, hexFields(), new TsharkLineParser(frameOffset), u.frame() - 1, offsets, clock, counts, sink,
                    bytesRead);
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "the capture could not be read: " + e.getMessage(), e);
        }
    }

    private static Function<Path, List<String>> hexFields() {
        return capture -> TsharkCommand.fields(capture, TsharkFields.ALL);
    }

    private static FramePayloads framePayloads(CaptureSlice slice, long[] offsets) throws ToolFailure {
        try {
            // a range of a pcapng file is walked from the file's start, its frames numbered as in the file
            return FramePayloads.open(slice.file(), offsets,
                    slice.range() != null && offsets == null ? slice.firstFrame() - 1 : 0);
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "the capture could not be read: " + e.getMessage(), e);
        }
    }

    /**
     * One tshark pass over the slice, its first {@code skip} lines passed over.
     *
     * @param command tshark's command line for the file it reads ({@code -} for its standard input)
     * @param counts  packets kept and bytes read so far, carried on from an earlier pass
     */
    private static DissectionOutcome read(CaptureSlice slice, Function<Path, List<String>> command,
                                          FrameLineParser parser, long skip,
                                          long[] offsets, FrameClock clock, long[] counts, PacketSink sink,
                                          LongConsumer bytesRead) throws ToolFailure {
        // frames tshark printed (every record it read, packet or not)
        long[] lines = {0};
        try (ToolProcess tshark = start(slice, command)) {
            new LineReader(tshark.stdout(), 1 << 20).forEach((buf, from, to) -> {
                if (++lines[0] <= skip) {
                    return;
                }
                Optional<PacketFields> parsedFields = parser.parse(buf, from, to);
                if (parsedFields.isEmpty()) {
                    return;
                }
                PacketRecord parsed = PacketRecord.from(parsedFields.get(), clock);
                int local = (int) (parsed.frameNumber() - slice.firstFrame());
                PacketRecord packet = offsets != null && local < offsets.length ? parsed.atFileOffset(offsets[local]) : parsed;
                keep(sink, packet);
                counts[0]++;
                counts[1] += packet.frameLength() + RECORD_HEADER;
                if (counts[0] % PROGRESS_EVERY == 0) {
                    bytesRead.accept(Math.min(counts[1], slice.bytes()));
                }
            });
            int code = tshark.waitFor(SHORT_COMMAND_SECONDS);
            bytesRead.accept(slice.bytes());
            return outcome(code, tshark.stderr(), counts[0], lines[0], slice, clock.untimed());
        } catch (ToolFailure | FramePayloads.Unconfirmed | DoubtfulFrame e) {
            throw e;
        } catch (NotKept e) {
            throw new ToolFailure(Tool.TSHARK, "storing packets failed after " + counts[0] + " packets: "
                    + e.getCause().getMessage(), e.getCause());
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "tshark's output could not be read: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.TSHARK, "the analysis was interrupted", e);
        } catch (Exception e) {
            throw new ToolFailure(Tool.TSHARK, "unexpected tshark output after " + counts[0] + " packets: "
                    + e.getMessage(), e);
        }
    }

    private static ToolProcess start(CaptureSlice slice, Function<Path, List<String>> command) throws ToolFailure {
        try {
            return slice.range() == null ? ToolProcess.start(command.apply(slice.file()))
                    : ToolProcess.startFeeding(command.apply(Path.of("-")), slice.file(), slice.range());
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "tshark could not be run: " + e.getMessage()
                    + " (is the tshark package installed?)", e);
        }
    }

    /** A packet the sink could not keep: carried out of the line reader apart from tshark's own I/O failures. */
    private static final class NotKept extends RuntimeException {
        NotKept(IOException cause) {
            super(cause);
        }
    }

    private static void keep(PacketSink sink, PacketRecord packet) {
        try {
            sink.accept(packet);
        } catch (IOException e) {
            throw new NotKept(e);
        }
    }

    /** Where each frame of a slice of a classic pcap starts in the capture file; null for other formats. */
    private static long[] recordOffsets(CaptureSlice slice) throws ToolFailure {
        if (slice.temporary()) {
            return null;
        }
        try {
            Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(slice.file());
            if (pcap.isEmpty()) {
                return null;
            }
            long from = slice.range() == null ? PcapRecordIndex.FILE_HEADER : slice.range().from();
            long to = slice.range() == null ? Files.size(slice.file()) : slice.range().to();
            return PcapRecordIndex.offsets(slice.file(), pcap.get(), from, to);
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "the capture could not be read: " + e.getMessage(), e);
        }
    }

    /**
     * tshark's exit code and complaints, turned into what the user is told.
     *
     * @param packets how many packets were kept
     * @param frames  how many records tshark printed, packets or not: where in the slice it stopped
     * @param untimed the frames read that carried no timestamp
     */
    static DissectionOutcome outcome(int exitCode, String stderr, long packets, long frames, CaptureSlice slice,
                                     UntimedFrames untimed) throws ToolFailure {
        if (exitCode == 0) {
            return new DissectionOutcome(packets, null, untimed);
        }
        // The same words whether tshark read the file or a slice of it through a pipe.
        String said = stderr.isBlank() ? "no message" : stderr.lines().findFirst().orElse("").strip()
                .replaceFirst("^tshark: ", "")
                .replace("The file \"" + slice.file() + "\"", "The capture")
                .replace("The standard input", "The capture");
        long lastFrame = slice.firstFrame() - 1 + frames;
        if (stderr.contains("cut short in the middle of a packet")) {
            return new DissectionOutcome(packets, Truncation.cutShort(lastFrame, said), untimed);
        }
        if (stderr.contains("truncated") || stderr.contains("appears to be damaged or corrupt")) {
            return new DissectionOutcome(packets, Truncation.damaged(lastFrame, said), untimed);
        }
        if (stderr.contains("isn't a capture file") || stderr.contains("unknown file format")) {
            throw new ToolFailure(Tool.TSHARK, "tshark cannot read the file: it is not a capture in a format tshark understands.");
        }
        throw new ToolFailure(Tool.TSHARK, "tshark failed with exit code " + exitCode + ": " + said);
    }
}
