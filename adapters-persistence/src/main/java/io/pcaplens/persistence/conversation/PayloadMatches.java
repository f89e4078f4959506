package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.CaptureIds;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The conversations of a capture some of whose packets' stored payload contains given bytes. Finding them
 * reads every packet of the capture once; a list page needs them twice (its rows and its total) and the
 * next pages again, so the answer is kept for a short while, per capture and pattern. It grows with the
 * number of conversations, never with the packets.
 *
 * <p>Analysts of one team open the same capture and search it for the same bytes at once: a search that is
 * already running is joined instead of being started again, so a burst of equal queries reads the packets
 * once rather than once per request.
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
    /** Searches under way, by the same key as the answers; guarded by {@code recent}'s lock. */
    private final Map<String, CompletableFuture<Long[]>> running = new HashMap<>();

    /** Ids of the matching conversations; bytea's position() is byte-aligned by nature. */
    Long[] of(DataSource dataSource, CaptureId captureId, byte[] pattern) {
        String key = captureId + "/" + HexFormat.of().formatHex(pattern);
        long now = System.nanoTime();
        CompletableFuture<Long[]> underWay;
        CompletableFuture<Long[]> search = new CompletableFuture<>();
        synchronized (recent) {
            Entry e = recent.get(key);
            if (e != null && now - e.at() < KEEP_NANOS) {
                return e.ids();
            }
            underWay = running.putIfAbsent(key, search);
        }
        if (underWay != null) {
            return joined(underWay);
        }
        try {
            Long[] found = search(dataSource, captureId, pattern);
            synchronized (recent) {
                // a capture forgotten meanwhile was rewritten: its answer is not kept
                if (running.remove(key, search)) {
                    recent.put(key, new Entry(found, now));
                }
            }
            search.complete(found);
            return found;
        } catch (RuntimeException e) {
            synchronized (recent) {
                running.remove(key, search);
            }
            search.completeExceptionally(e);
            throw e;
        }
    }

    private static Long[] joined(CompletableFuture<Long[]> search) {
        try {
            return search.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private static Long[] search(DataSource dataSource, CaptureId captureId, byte[] pattern) {
        List<Long> ids = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT DISTINCT conversation_id FROM packet"
                     + " WHERE capture_id = ? AND position(? IN payload) > 0")) {
            CaptureIds.bind(st, 1, captureId);
            st.setBytes(2, pattern);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not search the stored payloads", e);
        }
        return ids.toArray(new Long[0]);
    }

    /** Forgets a capture's answers: its packets were removed or are being written again. */
    void forget(CaptureId captureId) {
        synchronized (recent) {
            recent.keySet().removeIf(k -> k.startsWith(captureId + "/"));
            running.keySet().removeIf(k -> k.startsWith(captureId + "/"));
        }
    }
}
