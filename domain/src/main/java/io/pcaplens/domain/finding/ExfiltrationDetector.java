package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.host.ExternalAddress;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exfiltration by volume: a host pair whose traffic to an external (publicly routed) destination is mostly what
 * the source sent, and a lot of it.
 */
public final class ExfiltrationDetector implements Detector {

    private final ExfiltrationThresholds thresholds;
    private final Map<Pair, Evidence> byPair = new LinkedHashMap<>();

    public ExfiltrationDetector(ExfiltrationThresholds thresholds) {
        this.thresholds = thresholds;
    }

    private record Pair(String src, String dst) {
    }

    @Override
    public String name() {
        return "exfiltration";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        if (!ExternalAddress.isExternal(row.identity().dstIp())) {
            return;
        }
        byPair.computeIfAbsent(new Pair(row.identity().srcIp(), row.identity().dstIp()), k -> new Evidence()).add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        byPair.forEach((pair, e) -> {
            long sent = e.sentBytes();
            long received = e.receivedBytes();
            if (sent < thresholds.minSentBytes() || sent < thresholds.minRatio() * received) {
                return;
            }
            String ratio = received == 0 ? "nothing back"
                    : Quantity.decimal((double) sent / received) + " times what it received ("
                    + Quantity.bytes(received) + ")";
            String title = pair.src() + " sent " + Quantity.bytes(sent) + " to external " + pair.dst();
            String explanation = pair.src() + " sent " + Quantity.bytes(sent) + " to " + pair.dst()
                    + ", an address on the public internet, in " + e.rows() + " conversation(s): " + ratio
                    + ". Traffic this lopsided out of the network is how data is taken; check what was sent.";
            String q = HuntExpression.of().source(pair.src()).destination(pair.dst()).toString();
            found.add(new Detection(FindingKind.EXFILTRATION, FindingSeverity.HIGH, title, explanation,
                    List.of(pair.src(), pair.dst()), sent, e.ids(), q));
        });
        return found;
    }
}
