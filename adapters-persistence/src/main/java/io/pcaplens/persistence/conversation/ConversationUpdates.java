package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Transaction;

import javax.sql.DataSource;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Map;

/**
 * What is written again on a capture's stored rows after they were stored: the custom rules that fired, when the
 * rules are applied again, and the device types of the hosts, when they are classified again.
 */
final class ConversationUpdates {

    private final DataSource dataSource;

    ConversationUpdates(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void customRules(CaptureId captureId, Map<Long, List<RuleMatch>> byConversation) {
        Transaction.run(dataSource, "could not store the custom rule matches", con -> {
            try (PreparedStatement clear = con.prepareStatement(
                    "UPDATE conversation SET custom_rules = '[]'::jsonb WHERE capture_id = ?"
                            // rows already without matches (every row of a new analysis) are not rewritten
                            + " AND custom_rules IS DISTINCT FROM '[]'::jsonb");
                 PreparedStatement set = con.prepareStatement(
                         "UPDATE conversation SET custom_rules = ?::jsonb WHERE id = ? AND capture_id = ?")) {
                CaptureIds.bind(clear, 1, captureId);
                clear.executeUpdate();
                Batch.write(set, byConversation.entrySet(), e -> {
                    set.setString(1, CustomRules.toJson(e.getValue()));
                    set.setLong(2, e.getKey());
                    CaptureIds.bind(set, 3, captureId);
                });
            }
        });
    }

    void deviceTypes(CaptureId captureId, Map<String, DeviceType> deviceTypeByIp) {
        String[] ips = deviceTypeByIp.keySet().toArray(new String[0]);
        String[] types = new String[ips.length];
        for (int i = 0; i < ips.length; i++) {
            types[i] = deviceTypeByIp.get(ips[i]).label();
        }
        // joins (hash joins, not a lookup per row), and only rows whose type changes are written
        String update = "UPDATE conversation c SET %1$s_device_type = d.type FROM unnest(?::text[], ?::text[]) d(ip, type)"
                + " WHERE c.capture_id = ? AND c.%1$s_ip = d.ip AND c.%1$s_device_type IS DISTINCT FROM d.type";
        Transaction.run(dataSource, "could not store the device types", con -> {
            for (String side : new String[] {"src", "dst"}) {
                try (PreparedStatement st = con.prepareStatement(String.format(update, side))) {
                    st.setArray(1, con.createArrayOf("text", ips));
                    st.setArray(2, con.createArrayOf("text", types));
                    CaptureIds.bind(st, 3, captureId);
                    st.executeUpdate();
                }
            }
        });
    }
}
