package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a detector keeps of the rows of one key: their ids, counts and bytes per side, never the rows. The ids
 * are the proof a finding carries, so they are all kept.
 */
final class Evidence {

    /**
     * A lone SYN-ACK or RST is how a port replies to a probe, open or closed: only a destination that sent more
     * than that took part in a conversation.
     */
    static final long ANSWER_PACKETS = 2;

    private final List<ConversationId> ids = new ArrayList<>();
    private final Set<String> hosts = new LinkedHashSet<>();
    private long rows;
    private long answered;
    private long sentBytes;
    private long receivedBytes;
    private long sentPackets;

    void add(ConversationRow row) {
        ids.add(row.id());
        hosts.add(row.identity().srcIp());
        hosts.add(row.identity().dstIp());
        rows++;
        if (row.traffic().fromDst().packets() >= ANSWER_PACKETS) {
            answered++;
        }
        sentBytes += row.traffic().fromSrc().bytes();
        sentPackets += row.traffic().fromSrc().packets();
        receivedBytes += row.traffic().fromDst().bytes();
    }

    List<ConversationId> ids() {
        return ids;
    }

    List<String> hosts() {
        return List.copyOf(hosts);
    }

    long rows() {
        return rows;
    }

    /** The share of rows the destination answered (sent at least two packets in), from 0 to 1. */
    double answeredShare() {
        return rows == 0 ? 0 : (double) answered / rows;
    }

    long sentBytes() {
        return sentBytes;
    }

    long sentPackets() {
        return sentPackets;
    }

    long receivedBytes() {
        return receivedBytes;
    }

    long totalBytes() {
        return sentBytes + receivedBytes;
    }
}
