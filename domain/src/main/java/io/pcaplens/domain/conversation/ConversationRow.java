package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.IpLiteral;

import java.util.List;
import java.util.Objects;

/**
 * A finished conversation as it is stored and served: one row of the conversation list (spec 2.2), made of
 * parts that each own one concern and are replaced whole as the analysis learns more. The dissector leaves
 * the identity, traffic, labels and TLS hello facts; flow tools attach DPI facts and IDS alerts; geolocation
 * and the device classifier fill in the hosts; custom rules and file extraction come last.
 *
 * @param flow               the flow's DPI and TLS facts, null when DPI did not run or did not see the flow
 * @param idsAlerts          null when intrusion detection was not enabled for the file; empty when it raised none
 * @param srcHost            what is known about the srcIp endpoint, as {@code dstHost} about the dstIp one
 * @param customRules        null before the custom rules were evaluated
 * @param extractedFileCount files exported from the traffic of the conversation's connection (every row of its flow)
 */
public record ConversationRow(
        ConversationId id,
        CaptureId captureId,
        Identity identity,
        Traffic traffic,
        Labels labels,
        FlowFacts flow,
        List<IdsAlert> idsAlerts,
        HostFacts srcHost,
        HostFacts dstHost,
        List<RuleMatch> customRules,
        int extractedFileCount) {

    public ConversationRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(identity, "identity");
        Objects.requireNonNull(traffic, "traffic");
        Objects.requireNonNull(labels, "labels");
        Objects.requireNonNull(srcHost, "srcHost");
        Objects.requireNonNull(dstHost, "dstHost");
    }

    /** A row as the dissector leaves it: nothing known yet of DPI, IDS, hosts, rules or extracted files. */
    public static ConversationRow dissected(ConversationId id, CaptureId captureId, Identity identity, Traffic traffic,
                                            Labels labels, FlowFacts tlsHellos) {
        return new ConversationRow(id, captureId, identity, traffic, labels, tlsHellos, null, HostFacts.UNKNOWN,
                HostFacts.UNKNOWN, null, 0);
    }

    /** The row with its flow's DPI and TLS facts. */
    public ConversationRow withFlow(FlowFacts facts) {
        return new ConversationRow(id, captureId, identity, traffic, labels, facts, idsAlerts, srcHost, dstHost,
                customRules, extractedFileCount);
    }

    /** The row with other labels. */
    public ConversationRow withLabels(Labels other) {
        return new ConversationRow(id, captureId, identity, traffic, other, flow, idsAlerts, srcHost, dstHost,
                customRules, extractedFileCount);
    }

    /** The row with its flow's IDS alerts; an empty list means IDS ran and raised none. */
    public ConversationRow withIdsAlerts(List<IdsAlert> alerts) {
        return new ConversationRow(id, captureId, identity, traffic, labels, flow, alerts, srcHost, dstHost,
                customRules, extractedFileCount);
    }

    /** The row with what is known about its two endpoints. */
    public ConversationRow withHosts(HostFacts src, HostFacts dst) {
        return new ConversationRow(id, captureId, identity, traffic, labels, flow, idsAlerts, src, dst, customRules,
                extractedFileCount);
    }

    /** The facts of the endpoint with this address; null when it is neither endpoint. */
    public HostFacts hostOf(String ip) {
        if (IpLiteral.same(identity.srcIp(), ip)) {
            return srcHost;
        }
        return IpLiteral.same(identity.dstIp(), ip) ? dstHost : null;
    }
}
