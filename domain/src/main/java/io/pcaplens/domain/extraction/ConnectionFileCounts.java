package io.pcaplens.domain.extraction;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Extracted files belong to the connection that carried them, not to one of its rows: a connection is split
 * into rows by Protocol label (spec 10.5), and the frame a file is tied to may fall in a few-packet TCP row
 * while the row labelled with the file's protocol holds the transfer. So every row of a transport flow
 * ({@link FlowKey}) counts all the files of the flow.
 */
public final class ConnectionFileCounts {

    private ConnectionFileCounts() {
    }

    /**
     * @param rows      the capture's rows
     * @param byCarrier the number of files tied to each row, by row id
     * @return the files of each row's connection, by row id, for the rows whose connection has any
     */
    public static Map<Long, Integer> of(Collection<ConversationRow> rows, Map<Long, Integer> byCarrier) {
        Map<FlowKey, Integer> byFlow = new HashMap<>();
        for (ConversationRow r : rows) {
            Integer carried = byCarrier.get(r.id().value());
            if (carried != null && carried > 0) {
                byFlow.merge(r.identity().flowKey(), carried, Integer::sum);
            }
        }
        Map<Long, Integer> counts = new TreeMap<>();
        for (ConversationRow r : rows) {
            Integer files = byFlow.get(r.identity().flowKey());
            if (files != null) {
                counts.put(r.id().value(), files);
            }
        }
        return counts;
    }
}
