package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Labels;

import java.sql.ResultSet;
import java.sql.SQLException;

/** A conversation's labels in its row; the multi-valued ones are text arrays. */
final class LabelColumns {

    private LabelColumns() {
    }

    static void write(Labels l, ColumnValues row) {
        row.put("protocol", l.protocol())
                .put("dissector_protocol", l.dissectorProtocol())
                .texts("file_types", l.fileTypes())
                .texts("http_user_agents", l.httpUserAgents());
    }

    static Labels read(ResultSet rs) throws SQLException {
        return new Labels(rs.getString("protocol"), rs.getString("dissector_protocol"),
                TextArrays.read(rs, "file_types"), TextArrays.read(rs, "http_user_agents"));
    }
}
