package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.packet.Transport;

import java.sql.ResultSet;
import java.sql.SQLException;

/** A conversation's identity in its row: the key, both endpoints, the transport and its flow's Community ID. */
final class IdentityColumns {

    private IdentityColumns() {
    }

    static void write(Identity e, ColumnValues row) {
        row.put("conv_key", e.key().value())
                .put("src_ip", e.srcIp())
                .put("src_port", e.srcPort())
                .put("dst_ip", e.dstIp())
                .put("dst_port", e.dstPort())
                .put("transport", e.transport().name())
                .put("community_id", e.communityId() == null ? null : e.communityId().value());
    }

    static Identity read(ResultSet rs) throws SQLException {
        return new Identity(new ConversationKey(rs.getString("conv_key")), rs.getString("src_ip"),
                (Integer) rs.getObject("src_port"), rs.getString("dst_ip"), (Integer) rs.getObject("dst_port"),
                Transport.valueOf(rs.getString("transport")),
                rs.getString("community_id") == null ? null : new CommunityId(rs.getString("community_id")));
    }
}
