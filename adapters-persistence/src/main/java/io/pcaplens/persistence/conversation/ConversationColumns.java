package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;

import java.sql.ResultSet;
import java.sql.SQLException;

/** A stored conversation as its row of the conversation table: each part written and read by its own columns. */
final class ConversationColumns {

    private ConversationColumns() {
    }

    static ColumnValues of(ConversationRow r) {
        ColumnValues row = new ColumnValues()
                .put("id", r.id().value())
                .put("capture_id", r.captureId().uuid());
        IdentityColumns.write(r.identity(), row);
        TrafficColumns.write(r.traffic(), row);
        LabelColumns.write(r.labels(), row);
        FlowColumns.write(r.flow(), row);
        row.json("ids_alerts", IdsAlerts.toJson(r.idsAlerts()));
        HostColumns.write(HostColumns.SRC, r.srcHost(), row);
        HostColumns.write(HostColumns.DST, r.dstHost(), row);
        row.json("custom_rules", CustomRules.toJson(r.customRules()));
        row.put("extracted_file_count", r.extractedFileCount());
        return row;
    }

    static ConversationRow read(ResultSet rs) throws SQLException {
        return new ConversationRow(
                new ConversationId(rs.getLong("id")),
                new CaptureId(rs.getString("capture_id")),
                IdentityColumns.read(rs),
                TrafficColumns.read(rs),
                LabelColumns.read(rs),
                FlowColumns.read(rs),
                IdsAlerts.fromJson(rs.getString("ids_alerts")),
                HostColumns.read(HostColumns.SRC, rs),
                HostColumns.read(HostColumns.DST, rs),
                CustomRules.fromJson(rs.getString("custom_rules")),
                rs.getInt("extracted_file_count"));
    }
}
