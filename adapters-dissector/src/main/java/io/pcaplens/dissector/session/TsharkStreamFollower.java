package io.pcaplens.dissector.session;

import io.pcaplens.dissector.process.LineReader;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.session.FollowedStreams;
import io.pcaplens.domain.session.port.StreamFollower;
import jakarta.enterprise.context.ApplicationScoped;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;

/**
 * Stream reassembly by tshark's follow statistics, in the YAML form that names each segment's frame. A first
 * run lists the stream index of every frame, so that only the streams holding the wanted frames are followed
 * (a 4-tuple reused later is another stream), and follows stream 0 as well: when the wanted frames are all of
 * stream 0, as a single connection's are, that run is the answer. Otherwise a second run follows the wanted
 * streams. Output is read as it comes, stopped once the byte limit is met.
 */
@ApplicationScoped
public class TsharkStreamFollower implements StreamFollower {

    private static final long TIMEOUT_SECONDS = 600;

    @Override
    public FollowedStreams follow(Path capture, String transport, BitSet frames, long maxBytes)
            throws ToolFailure {
        String proto = switch (transport) {
            case "TCP" -> "tcp";
            case "UDP" -> "udp";
            default -> throw new IllegalArgumentException("only TCP and UDP streams can be followed, not " + transport);
        };
        try {
            // most small captures hold one connection, stream 0: one run lists the streams and follows it
            FirstRun first = firstRun(capture, proto, frames, maxBytes);
            if (first.streams().isEmpty()) {
                return new FollowedStreams(List.of(), List.of(), false);
            }
            if (first.streams().equals(java.util.Set.of(0))) {
                return first.followed();
            }
            return followed(capture, proto, first.streams(), maxBytes);
        } catch (ToolFailure e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.TSHARK, "interrupted while following the streams", e);
        } catch (Exception e) {
            throw new ToolFailure(Tool.TSHARK, "tshark could not follow the streams: " + e.getMessage(), e);
        }
    }

    /** The stream indexes of the wanted frames, and stream 0 followed in the same run. */
    private record FirstRun(TreeSet<Integer> streams, FollowedStreams followed) {
    }

    /**
     * One run printing every frame's stream index (all frames when none are named) and, after them, stream 0
     * followed: tshark prints the packets' fields before its statistics, and no index line looks like YAML.
     */
    private static FirstRun firstRun(Path capture, String proto, BitSet frames, long maxBytes) throws Exception {
        TreeSet<Integer> streams = new TreeSet<>();
        long[] frame = {0};
        boolean[] following = {false};
        FollowOutputParser parser = new FollowOutputParser(maxBytes, List.of(0));
        // once the limit is met every index line has come: they all precede the followed bytes
        run(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields", "-e", proto + ".stream", "-z",
                "follow," + proto + ",yaml,0"), (buf, from, to) -> {
            if (!following[0] && indexLine(buf, from, to)) {
                frame[0]++;
                if (to > from && (frames.isEmpty() || frames.get((int) frame[0]))) {
                    // a frame inside a tunnel may carry several values; the first is its own stream
                    String cell = new String(buf, from, to - from, java.nio.charset.StandardCharsets.US_ASCII)
                            .split(",")[0].strip();
                    if (!cell.isEmpty()) {
                        streams.add(Integer.parseInt(cell));
                    }
                }
                return;
            }
            following[0] = true;
            follow(parser, buf, from, to);
        }, "list the streams");
        return new FirstRun(streams, parser.result());
    }

    /** Digits and commas only (or nothing): a frame's stream index line, never a line of the follow output. */
    private static boolean indexLine(byte[] buf, int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = buf[i];
            if ((b < '0' || b > '9') && b != ',') {
                return false;
            }
        }
        return true;
    }

    /** The streams followed all in one run, read as the output comes and stopped once the byte limit is met. */
    private static FollowedStreams followed(Path capture, String proto, TreeSet<Integer> streams, long maxBytes)
            throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-q"));
        // tshark prints the follow blocks in the reverse order of the options: the streams ascend
        for (int s : streams.descendingSet()) {
            command.add("-z");
            command.add("follow," + proto + ",yaml," + s);
        }
        FollowOutputParser parser = new FollowOutputParser(maxBytes, List.copyOf(streams));
        run(command, (buf, from, to) -> follow(parser, buf, from, to), "follow the streams");
        return parser.result();
    }

    private static void follow(FollowOutputParser parser, byte[] buf, int from, int to) {
        if (!parser.line(buf, from, to)) {
            throw new LimitReached();
        }
    }

    /**
     * Runs tshark and hands it each line of its output until the handler has enough (closing the process then
     * stops tshark: the rest is not wanted); a tshark that fails is the tool's failure, saying what it could not do.
     */
    private static void run(List<String> command, LineReader.LineHandler handler, String what) throws Exception {
        try (ToolProcess tshark = ToolProcess.start(command)) {
            try {
                new LineReader(tshark.stdout(), 1 << 16).forEach(handler);
            } catch (LimitReached enough) {
                return;
            }
            int code = tshark.waitFor(TIMEOUT_SECONDS);
            if (code != 0 && code != 2) {
                throw new ToolFailure(Tool.TSHARK, "tshark could not " + what + ": " + tshark.stderr());
            }
        }
    }

    /** Unwinds the line reader once enough bytes are held. */
    private static final class LimitReached extends RuntimeException {
        LimitReached() {
            super(null, null, false, false);
        }
    }
}
