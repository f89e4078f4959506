package io.pcaplens.dissector.captures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The service spec's rules (2.1 node identifiers and protocol label, 2.2 conversation fields, 2.3 grouping key,
 * 2.6 stored payload) applied to what tshark says of each frame ({@link TsharkView}): the packet and conversation
 * rows a reader of the spec expects. Written for generated IPv4 traffic; it refuses anything else.
 *
 * <p>Text values are compared as tshark's field output prints them, which the spec's extraction reads: the five
 * control characters that output escapes (backspace, tab, line feed, form feed, carriage return) as {@code \b},
 * {@code \t}, {@code \n}, {@code \f}, {@code \r}, everything else as it is.
 */
public final class SpecRows {

    public static final List<String> FIELDS = List.of("frame.number", "frame.encap_type", "frame.time_epoch",
            "frame.len", "ip.src", "ip.dst", "tcp.srcport", "tcp.dstport", "udp.srcport", "udp.dstport",
            "_ws.col.Protocol", "_ws.col.Info", "tcp.payload", "udp.payload", "http.user_agent",
            "tls.handshake.extensions_server_name");

    /** Spec 2.6: stored payload bytes. */
    private static final int STORED_BYTES = 64;
    /** Spec section 8: protocol label length. */
    private static final int LABEL_LENGTH = 20;

    public record PacketRow(long frame, long timeNanos, int length, String src, Integer srcPort, String dst,
                            Integer dstPort, String protocol, String info, String payloadHex, List<String> userAgents,
                            String serverName) {
    }

    public record ConversationRow(String key, String srcIp, Integer srcPort, String dstIp, Integer dstPort,
                                  String protocol, long packets, long bytes, long startNanos, long endNanos,
                                  long firstFrame, Set<String> userAgents) {
    }

    private SpecRows() {
    }

    /** One row per frame that carries a packet; a record without a link-layer encapsulation carries none. */
    public static List<PacketRow> packets(List<TsharkView.Frame> frames) {
        List<PacketRow> rows = new ArrayList<>();
        for (TsharkView.Frame f : frames) {
            if (f.first("frame.encap_type").isEmpty()) {
                continue;
            }
            if (f.first("ip.src").isEmpty()) {
                throw new IllegalArgumentException("not IPv4: frame " + f.first("frame.number"));
            }
            boolean tcp = !f.first("tcp.srcport").isEmpty();
            boolean udp = !tcp && !f.first("udp.srcport").isEmpty();
            String payload = tcp ? f.first("tcp.payload") : f.first("udp.payload");
            String label = printed(f.first("_ws.col.Protocol")).toUpperCase(Locale.ROOT);
            String sni = printed(f.first("tls.handshake.extensions_server_name"));
            rows.add(new PacketRow(Long.parseLong(f.first("frame.number")), nanos(f.first("frame.time_epoch")),
                    Integer.parseInt(f.first("frame.len")), f.first("ip.src"),
                    tcp ? port(f.first("tcp.srcport")) : udp ? port(f.first("udp.srcport")) : null, f.first("ip.dst"),
                    tcp ? port(f.first("tcp.dstport")) : udp ? port(f.first("udp.dstport")) : null,
                    label.substring(0, Math.min(LABEL_LENGTH, label.length())), printed(f.first("_ws.col.Info")),
                    payload.substring(0, Math.min(2 * STORED_BYTES, payload.length())),
                    f.all("http.user_agent").stream().map(SpecRows::printed).filter(v -> !v.isEmpty()).toList(),
                    sni.isEmpty() ? null : sni));
        }
        return rows;
    }

    /** Packets grouped by the direction-independent key, in order of their first frame. */
    public static List<ConversationRow> conversations(List<PacketRow> packets) {
        Map<String, List<PacketRow>> byKey = new LinkedHashMap<>();
        for (PacketRow p : packets) {
            byKey.computeIfAbsent(key(p), k -> new ArrayList<>()).add(p);
        }
        List<ConversationRow> rows = new ArrayList<>();
        byKey.forEach((key, ps) -> {
            PacketRow first = ps.get(0);
            Set<String> agents = new LinkedHashSet<>();
            ps.forEach(p -> agents.addAll(p.userAgents()));
            rows.add(new ConversationRow(key, first.src(), first.srcPort(), first.dst(), first.dstPort(),
                    first.protocol(), ps.size(), ps.stream().mapToLong(PacketRow::length).sum(), first.timeNanos(),
                    ps.get(ps.size() - 1).timeNanos(), first.frame(), agents));
        });
        return rows;
    }

    /** Spec 2.3: lower identifier first (plain string order), for the same host the lower port; port 0 if none. */
    static String key(PacketRow p) {
        int a = p.srcPort() == null ? 0 : p.srcPort();
        int b = p.dstPort() == null ? 0 : p.dstPort();
        int order = p.src().compareTo(p.dst());
        boolean sourceFirst = order < 0 || order == 0 && a <= b;
        String one = sourceFirst ? p.src() + ":" + a : p.dst() + ":" + b;
        String two = sourceFirst ? p.dst() + ":" + b : p.src() + ":" + a;
        return one + "-" + two + "-" + p.protocol();
    }

    /** A value as tshark's field output prints it (see above). */
    public static String printed(String value) {
        StringBuilder out = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static Integer port(String value) {
        return Integer.valueOf(value);
    }

    private static long nanos(String epoch) {
        int dot = epoch.indexOf('.');
        String fraction = (epoch.substring(dot + 1) + "000000000").substring(0, 9);
        return Long.parseLong(epoch.substring(0, dot)) * 1_000_000_000L + Long.parseLong(fraction);
    }
}
