package io.pcaplens.domain.conversation;

import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.Transport;

import java.util.Objects;

/**
 * Who talks to whom in a conversation, as the detail panel's identity line shows it (spec 10.4 item 1): the
 * endpoints of the packet that created the conversation entry (spec 2.2; not necessarily the initiating
 * direction), the grouping key (spec 2.3) and the transport the packets travel on.
 *
 * @param srcPort     null for packets without TCP/UDP ports, as is {@code dstPort}
 * @param communityId the Community ID of the transport flow of the conversation's first packet, null for
 *                    traffic it does not cover (ARP, layer 2, fragments without their transport header)
 */
public record Identity(ConversationKey key, String srcIp, Integer srcPort, String dstIp, Integer dstPort,
                       Transport transport, CommunityId communityId) {

    /** An identity without a Community ID. */
    public Identity(ConversationKey key, String srcIp, Integer srcPort, String dstIp, Integer dstPort,
                    Transport transport) {
        this(key, srcIp, srcPort, dstIp, dstPort, transport, null);
    }

    public Identity {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(srcIp, "srcIp");
        Objects.requireNonNull(dstIp, "dstIp");
        Objects.requireNonNull(transport, "transport");
    }

    /** The transport flow this conversation is part of, which flow-level facts are joined on. */
    public FlowKey flowKey() {
        return FlowKey.of(transport, srcIp, srcPort == null ? 0 : srcPort, dstIp, dstPort == null ? 0 : dstPort);
    }
}
