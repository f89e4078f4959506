package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.packet.Transport;

/**
 * Who talked to whom (the identity part: transport, both endpoints, Community ID) as the API writes it, with its
 * CSV columns; a conversation and a flow say it alike.
 */
record EndpointFields(String transport, String srcIp, Integer srcPort, String dstIp, Integer dstPort,
                      String communityId) {

    static final CsvColumn<RowParts> TRANSPORT = CsvColumn.text("transport", r -> r.endpoints().transport());
    static final CsvColumn<RowParts> SRC_IP = CsvColumn.text("srcIp", r -> r.endpoints().srcIp());
    static final CsvColumn<RowParts> SRC_PORT = CsvColumn.number("srcPort", r -> r.endpoints().srcPort());
    static final CsvColumn<RowParts> DST_IP = CsvColumn.text("dstIp", r -> r.endpoints().dstIp());
    static final CsvColumn<RowParts> DST_PORT = CsvColumn.number("dstPort", r -> r.endpoints().dstPort());
    static final CsvColumn<RowParts> COMMUNITY_ID = CsvColumn.text("communityId", r -> r.endpoints().communityId());

    static EndpointFields of(Transport transport, String srcIp, Integer srcPort, String dstIp, Integer dstPort,
                             CommunityId communityId) {
        return new EndpointFields(transport.name(), srcIp, srcPort, dstIp, dstPort,
                communityId == null ? null : communityId.value());
    }
}
