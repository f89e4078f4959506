package io.pcaplens.dissector.ndpi;

import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.Transport;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one flow of the text that nDPI 4.2's ndpiReader writes with {@code -w FILE -v 2}, a line like
 * <pre>
 * \t1\tTCP 127.0.0.1:51607 &lt;-&gt; 127.0.0.1:3001 [proto: 91.26/TLS.ntop][Encrypted][Confidence: DPI][cat: Network/14]...[Plen Bins: ...]
 * \t2\tUDP [2a00::1]:45931 &lt;-&gt; [2a00::2]:443 [proto: 188.126/QUIC.Google]...
 * </pre>
 * {@link NdpiFlowListing} finds where each flow starts and ends in the file. Pure: tested on recorded output.
 *
 * <p>The items after the head are split by {@link NdpiItems} and read by {@link NdpiValues}.
 *
 * <p>A flow whose text does not look like a flow line, or whose flow part cannot be read, gives nothing;
 * reading never fails on content.
 */
final class NdpiFlowParser {

    /** The flow line head: index, transport, both endpoints (IPv6 in brackets), then the items. */
    static final Pattern HEAD = Pattern.compile(
            "^\\t(\\d+)\\t([A-Z0-9]+) (\\S+):(\\d+) (<->|->) (\\S+):(\\d+) (?=\\[)");

    private NdpiFlowParser() {
    }

    /** One flow line (possibly spanning line ends); null when it is not a readable flow line. */
    static FlowFacts parseLine(String line) {
        try {
            Matcher head = HEAD.matcher(line);
            if (!head.lookingAt() || !line.endsWith("]")) {
                return null;
            }
            Transport transport = transport(head.group(2));
            String srcIp = address(head.group(3));
            String dstIp = address(head.group(6));
            int srcPort = port(head.group(4));
            int dstPort = port(head.group(7));
            if (srcIp.isEmpty() || dstIp.isEmpty() || srcPort < 0 || dstPort < 0) {
                return null;
            }
            Map<String, String> values = NdpiItems.keyedValues(line.substring(head.end()));
            return NdpiValues.facts(FlowKey.of(transport, srcIp, srcPort, dstIp, dstPort), values);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Transport transport(String printed) {
        switch (printed) {
            case "TCP":
                return Transport.TCP;
            case "UDP":
                return Transport.UDP;
            case "ICMP":
                return Transport.ICMP;
            case "ICMPV6":
                return Transport.ICMPV6;
            default:
                // an IP protocol number (47 = GRE) or one of the other names ndpiReader prints (IGMP, VRRP)
                return Transport.IP;
        }
    }

    private static String address(String printed) {
        if (printed.length() >= 2 && printed.startsWith("[") && printed.endsWith("]")) {
            return printed.substring(1, printed.length() - 1);
        }
        return printed;
    }

    private static int port(String digits) {
        if (digits.length() > 5) {
            return -1;
        }
        int port = Integer.parseInt(digits);
        return port <= 65535 ? port : -1;
    }
}
