package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Transport;

import java.util.List;
import java.util.Objects;

/**
 * One transport connection ({@link FlowKey}) with the conversation rows the spec splits it into, one per
 * Protocol label (spec 2.2, 2.3): how analysts count connections. The src side is the initiator: the endpoint
 * that sent the flow's first SYN without ACK when one was captured, else the sender of its first packet.
 *
 * @param id                the smallest id of its rows: stable while the rows are, and a row id, so a flow and
 *                          its first row open the same traffic
 * @param key               the flow's grouping key as stored with its rows: transport and both "ip port"
 *                          endpoints in text order
 * @param communityId       the Community ID of its first row (the same on every row of a TCP or UDP flow); null
 *                          for rows stored without one
 * @param openedBySyn       whether the initiator is known from a captured SYN
 * @param traffic           the rows' traffic together; fromSrc is what the initiator sent, fromDst what the
 *                          responder sent, each packet by its source endpoint (address and port, so same-host
 *                          traffic is split between its two ports)
 * @param dissectorProtocol the dissector protocol of the flow's row with the most packets among those that have one
 * @param legs              its rows in the order they began
 * @param facts             the flow's DPI and TLS facts (the same on each of its rows), null when none
 * @param fileTypes         the file types of all its rows, each once
 * @param idsAlerts         the distinct alerts of its rows; null when intrusion detection did not run
 * @param customRules       the distinct matches of its rows; null before the custom rules were evaluated
 * @param srcHost           what is known about the initiator, as {@code dstHost} about the responder
 */
public record Flow(
        long id,
        CaptureId captureId,
        String key,
        Transport transport,
        String srcIp,
        Integer srcPort,
        String dstIp,
        Integer dstPort,
        CommunityId communityId,
        boolean openedBySyn,
        Traffic traffic,
        String dissectorProtocol,
        List<Leg> legs,
        FlowFacts facts,
        List<String> fileTypes,
        List<String> httpUserAgents,
        List<IdsAlert> idsAlerts,
        List<RuleMatch> customRules,
        HostFacts srcHost,
        HostFacts dstHost,
        int extractedFileCount) {

    public Flow {
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(transport, "transport");
        Objects.requireNonNull(traffic, "traffic");
        legs = List.copyOf(legs);
        fileTypes = List.copyOf(fileTypes);
        httpUserAgents = List.copyOf(httpUserAgents);
        idsAlerts = idsAlerts == null ? null : List.copyOf(idsAlerts);
        customRules = customRules == null ? null : List.copyOf(customRules);
    }

    /** One conversation row of the flow: its Protocol label and how many of the flow's packets carry it. */
    public record Leg(ConversationId conversationId, String protocol, long packets) {
    }
}
