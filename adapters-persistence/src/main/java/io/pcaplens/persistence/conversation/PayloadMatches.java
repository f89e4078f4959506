package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The conversations of a capture some of whose packets' stored payload contains given bytes. Finding them
 * reads every packet of the capture once; a list page needs them twice (its rows and its total) and the
 * next pages again, so the answer is kept for a short while, per capture and pattern. It grows with the
 * number of conversations, never with the packets.
 */
final class PayloadMatches {

    private static final int ENTRIES = 32;
    private static final long KEEP_NANOS = 120_000_000_000L;

    private record Entry(Long[] ids, long at) {
    }

    private final Map<String, Entry> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > ENTRIES;
        }
    };

    /** Ids of the matching conversations; bytea's position() is byte-aligned by nature. */
    Long[] of(DataSource dataSource, CaptureId captureId, byte[] pattern) {
        String key = captureId + "/" + HexFormat.of().formatHex(pattern);
        long now = System.nanoTime();
        synchronized (recent) {
            Entry e = recent.get(key);
            if (e != null && now - e.at() < KEEP_NANOS) {
                return e.ids();
            }
        }
        List<Long> ids = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT DISTINCT conversation_id FROM packet"
                     + " WHERE capture_id = ? AND position(? IN payload) > 0")) {
            st.setObject(1, captureId.uuid());
            st.setBytes(2, pattern);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not search the stored payloads", e);
        }
        Long[] found = ids.toArray(new Long[0]);
        synchronized (recent) {
            recent.put(key, new Entry(found, now));
        }
        return found;
    }

    /** Forgets a capture's answers: its packets were removed or are being written again. */
    void forget(CaptureId captureId) {
        synchronized (recent) {
            recent.keySet().removeIf(k -> k.startsWith(captureId + "/"));
        }
    }
}
