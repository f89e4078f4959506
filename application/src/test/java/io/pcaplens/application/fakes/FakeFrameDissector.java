package io.pcaplens.application.fakes;

import io.pcaplens.domain.dissection.ByteSource;
import io.pcaplens.domain.dissection.DissectionNode;
import io.pcaplens.domain.dissection.ExpertInfo;
import io.pcaplens.domain.dissection.ExpertSeverity;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;
import io.pcaplens.domain.dissection.port.FrameDissector;
import io.pcaplens.domain.packet.port.FrameExtractor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A dissector of the small captures {@link #EXTRACTOR} writes: one line per frame, its stored number. Every frame
 * whose number is a multiple of three is a retransmission; it records which frames each call read.
 */
public class FakeFrameDissector implements FrameDissector {

    /** Writes each frame added as a line holding its number. */
    public static final FrameExtractor EXTRACTOR = (capture, out) -> numberLines(out);

    /** A writer of each frame added as a line holding its number. */
    public static FrameExtractor.FrameWriter numberLines(java.io.OutputStream out) {
        return new FrameExtractor.FrameWriter() {
            @Override
            public void add(long frameNumber, long fileOffset) throws IOException {
                out.write((frameNumber + "\n").getBytes(StandardCharsets.US_ASCII));
            }

            @Override
            public void close() throws IOException {
                out.flush();
            }
        };
    }

    private final List<List<Long>> read = new ArrayList<>();
    private final List<Path> captures = new ArrayList<>();

    @Override
    public PacketDetail detailOfLast(Path capture, List<Long> frameNumbers) {
        List<Long> frames = frames(capture, frameNumbers);
        long last = frames.get(frames.size() - 1);
        DissectionNode frame = new DissectionNode("frame", "Frame " + last, null, 0, 0, 4, false, List.of());
        return new PacketDetail(last, List.of(new ByteSource("Frame", new byte[4])), List.of(frame),
                List.of(), 0, false, false);
    }

    @Override
    public List<FrameExpertInfo> expertInfo(Path capture, List<Long> frameNumbers) {
        List<FrameExpertInfo> out = new ArrayList<>();
        for (long f : frames(capture, frameNumbers)) {
            if (f % 3 == 0) {
                out.add(new FrameExpertInfo(f, List.of(new ExpertInfo(ExpertSeverity.NOTE, "Sequence",
                        "This frame is a (suspected) retransmission", "tcp.analysis.retransmission"))));
            }
        }
        return out;
    }

    /** The frames in the small capture, which must be the numbers the caller says it holds. */
    private List<Long> frames(Path capture, List<Long> frameNumbers) {
        try {
            List<Long> frames = Files.readAllLines(capture).stream().map(Long::parseLong).toList();
            if (!frames.equals(frameNumbers)) {
                throw new IllegalStateException("the capture holds " + frames + ", the caller says " + frameNumbers);
            }
            read.add(frames);
            captures.add(capture);
            return frames;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The frames each call read, in order. */
    public List<List<Long>> read() {
        return read;
    }

    public List<Path> captures() {
        return captures;
    }
}
