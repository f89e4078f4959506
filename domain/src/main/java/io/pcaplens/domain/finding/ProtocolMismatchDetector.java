package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Protocol mismatches: the dissector's protocol for a flow disagrees with its destination port's usual service:
 * HTTP on 443, TLS on 80, anything but DNS on 53, SSH on a well-known port other than 22. Traffic hiding on a port
 * firewalls leave open looks like this. One finding per destination, port and protocol.
 */
public final class ProtocolMismatchDetector implements Detector {

    /** Labels that name only the transport or unreadable payload: no protocol was recognised to disagree. */
    private static final Set<String> UNRECOGNISED = Set.of("tcp", "udp", "data", "ip", "ipv6", "icmp", "icmpv6");
    private static final int WELL_KNOWN_PORTS = 1024;

    private final Map<Mismatch, Evidence> found = new LinkedHashMap<>();

    private record Mismatch(String dst, int port, String protocol, String expected) {
    }

    @Override
    public String name() {
        return "protocol-mismatch";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public void accept(ConversationRow row) {
        Integer port = row.identity().dstPort();
        String protocol = row.labels().dissectorProtocol();
        if (port == null || protocol == null || UNRECOGNISED.contains(protocol.toLowerCase(Locale.ROOT))) {
            return;
        }
        String expected = expected(port, protocol.toLowerCase(Locale.ROOT));
        if (expected != null) {
            found.computeIfAbsent(new Mismatch(row.identity().dstIp(), port, protocol, expected),
                    k -> new Evidence()).add(row);
        }
    }

    /** The service the port should carry when this protocol disagrees with it; null when it agrees. */
    static String expected(int port, String protocol) {
        if (port == 443 && protocol.equals("http")) {
            return "TLS";
        }
        if (port == 80 && protocol.equals("tls")) {
            return "HTTP";
        }
        if (port == 53 && !protocol.equals("dns")) {
            return "DNS";
        }
        if (protocol.equals("ssh") && port != 22 && port < WELL_KNOWN_PORTS) {
            return "not SSH (SSH belongs on 22)";
        }
        return null;
    }

    @Override
    public List<Detection> detections() {
        List<Detection> detections = new ArrayList<>();
        found.forEach((m, e) -> {
            String title = m.protocol() + " on port " + m.port() + " of " + m.dst();
            String explanation = e.rows() + " conversation(s) to " + m.dst() + " port " + m.port() + " carried "
                    + m.protocol() + " where the port's usual service is " + m.expected() + ". A protocol on a port"
                    + " that is not its own can be a misconfiguration, or traffic slipping past port-based rules.";
            String q = HuntExpression.of().destination(m.dst()).destinationPort(m.port())
                    .text("dissector", m.protocol()).toString();
            detections.add(new Detection(FindingKind.PROTOCOL_MISMATCH, FindingSeverity.MEDIUM, title, explanation,
                    e.hosts(), e.rows(), e.ids(), q));
        });
        return detections;
    }
}
