package io.pcaplens.llm.builtin;

import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.ProtocolLabel;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One conversation of a capture of the shared corpus, read by running tshark on it as the service's extraction
 * does (spec 2.1: node identifiers IPv4, then IPv6, then ARP, then MAC; the first of several values; the
 * protocol label uppercased and cut; the first 64 payload bytes), turned into tracer steps. The conversation's
 * endpoints are those of its first packet (spec 2.2) and each step's direction follows spec 10.6 item 4.
 */
public final class CapturedConversation {

    private static final String[] FIELDS = {
            "frame.number", "ip.src", "ipv6.src", "arp.src.proto_ipv4", "eth.src",
            "ip.dst", "ipv6.dst", "arp.dst.proto_ipv4", "eth.dst",
            "tcp.srcport", "udp.srcport", "tcp.dstport", "udp.dstport",
            "frame.len", "frame.time_epoch", "tcp.payload", "udp.payload", "_ws.col.Protocol", "_ws.col.Info"};

    private final List<TraceStep> steps;
    private final TraceContext context;

    private CapturedConversation(List<TraceStep> steps, TraceContext context) {
        this.steps = steps;
        this.context = context;
    }

    /** The directory of the shared corpus: as the build names it, else found above the working directory. */
    public static Path pcaps() {
        Path named = Path.of(System.getProperty("pcaplens.pcaps", "../../shared/pcaps"));
        if (Files.isDirectory(named)) {
            return named;
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("pcaps");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("the shared capture corpus (shared/pcaps) is not above " + Path.of("").toAbsolutePath());
    }

    /**
     * @param capture a file of the corpus
     * @param filter  a display filter that selects exactly one conversation's packets
     */
    public static CapturedConversation of(String capture, String filter) {
        return of(capture, filter, 0);
    }

    /** The same, reading only the first {@code packets} packets of a large capture (all when 0). */
    static CapturedConversation of(String capture, String filter, int packets) {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", pcaps().resolve(capture).toString(),
                "-Y", filter, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=f"));
        if (packets > 0) {
            command.addAll(List.of("-c", Integer.toString(packets)));
        }
        for (String field : FIELDS) {
            command.add("-e");
            command.add(field);
        }
        List<String[]> rows = new ArrayList<>();
        for (String line : run(command)) {
            rows.add(line.split("\t", FIELDS.length));
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no packet of " + capture + " matches " + filter);
        }
        String[] first = rows.get(0);
        String srcIp = node(first, 1);
        TraceContext context = new TraceContext(srcIp, port(first, 9), node(first, 5), port(first, 11),
                null, ProtocolLabel.of(first[17]), null, null, ReplayScope.CONNECTION);
        List<TraceStep> steps = new ArrayList<>();
        for (String[] r : rows) {
            String payload = !r[15].isEmpty() ? r[15] : r[16];
            String stored = PayloadSample.fromHex(payload).map(PayloadSample::storedHex).orElse("");
            long nanos = new BigDecimal(r[14]).movePointRight(9).longValueExact();
            steps.add(TraceStep.of(steps.size() + 1, Long.parseLong(r[0]), node(r, 1), srcIp, ProtocolLabel.of(r[17]),
                    Integer.parseInt(r[13]), r[18], nanos, stored));
        }
        return new CapturedConversation(steps, context);
    }

    /** The same conversation with the server name DPI would have found. */
    CapturedConversation withHostname(String hostname) {
        return new CapturedConversation(steps, new TraceContext(context.srcIp(), context.srcPort(), context.dstIp(),
                context.dstPort(), context.transport(), context.protocol(), context.appName(), hostname, context.scope()));
    }

    public TraceContext context() {
        return context;
    }

    public List<TraceStep> steps() {
        return steps;
    }

    /** The step of that frame of the capture. */
    TraceStep frame(long frameNumber) {
        return steps.stream().filter(s -> s.frameNumber() == frameNumber).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("frame " + frameNumber + " is not in the conversation"));
    }

    /** The first non-empty of IPv4, IPv6, ARP and MAC, starting at that field (spec 2.1 node identifier rules). */
    private static String node(String[] row, int from) {
        for (int i = from; i < from + 4; i++) {
            if (!row[i].isEmpty()) {
                return row[i];
            }
        }
        return "";
    }

    private static Integer port(String[] row, int tcp) {
        String p = !row[tcp].isEmpty() ? row[tcp] : row[tcp + 1];
        return p.isEmpty() ? null : Integer.valueOf(p);
    }

    /** One value tshark prints for the first packet of the filter: the SNI of a Client Hello, for instance. */
    static String field(String capture, String filter, String field) {
        List<String> lines = run(List.of("tshark", "-n", "-r", pcaps().resolve(capture).toString(), "-Y", filter,
                "-T", "fields", "-E", "occurrence=f", "-e", field));
        return lines.stream().filter(l -> !l.isBlank()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no " + field + " in " + capture + " for " + filter));
    }

    private static List<String> run(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            List<String> lines;
            try (var out = p.inputReader(StandardCharsets.UTF_8)) {
                lines = out.lines().toList();
            }
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new IllegalStateException("tshark failed: " + command);
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
