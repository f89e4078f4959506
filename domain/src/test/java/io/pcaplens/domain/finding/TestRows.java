package io.pcaplens.domain.finding;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.Transport;

import java.util.List;

/** Conversation rows as the detectors' tests build them: one connection each, with its own source port. */
final class TestRows {

    static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-0000000000f1");
    static final long SECOND = 1_000_000_000L;

    private long ids;

    ConversationRow row(String src, String dst, int dport, long startNanos, long endNanos, Volume fromSrc,
                        Volume fromDst, String dissector, TlsFacts tls) {
        long id = ++ids;
        int sport = 40000 + (int) id;
        ConversationKey key = new ConversationKey(src + ":" + sport + "-" + dst + ":" + dport);
        return ConversationRow.dissected(new ConversationId(id), CAPTURE,
                new Identity(key, src, sport, dst, dport, Transport.TCP),
                new Traffic(startNanos, endNanos, id, fromSrc, fromDst),
                new Labels(dissector == null ? "TCP" : dissector, dissector, List.of(), List.of()),
                tls == null ? null : FlowFacts.ofHandshake(tls));
    }

    /** A connection of a few packets each way starting then, lasting a second. */
    ConversationRow connection(String src, String dst, int dport, long startNanos) {
        return row(src, dst, dport, startNanos, startNanos + SECOND, new Volume(5, 500), new Volume(5, 1500), null,
                null);
    }

    /** A SYN the destination answered with a lone reset. */
    ConversationRow probe(String src, String dst, int dport) {
        return row(src, dst, dport, 0, 0, new Volume(1, 60), new Volume(1, 54), null, null);
    }

    /** ICMP between two hosts (no ports), as one row with the dissector's label (null: echo data). */
    ConversationRow icmp(String src, String dst, Volume fromSrc, Volume fromDst, String dissector) {
        long id = ++ids;
        ConversationKey key = new ConversationKey(src + ":0-" + dst + ":0-ICMP");
        return ConversationRow.dissected(new ConversationId(id), CAPTURE,
                new Identity(key, src, null, dst, null, Transport.ICMP),
                new Traffic(0, SECOND, id, fromSrc, fromDst),
                new Labels("ICMP", dissector, List.of(), List.of()), null);
    }

    /** Another row of the same connection (its other protocol label, say): the same flow, a new id. */
    ConversationRow sameFlow(ConversationRow row) {
        return new ConversationRow(new ConversationId(++ids), CAPTURE, row.identity(), row.traffic(), row.labels(),
                row.flow(), null, row.srcHost(), row.dstHost(), null, 0);
    }

    static List<Long> ids(List<ConversationRow> rows) {
        return rows.stream().map(r -> r.id().value()).toList();
    }

    static List<Long> ids(Detection d) {
        return d.conversationIds().stream().map(ConversationId::value).toList();
    }

    static List<Detection> run(Detector detector, List<ConversationRow> rows) {
        rows.forEach(detector::accept);
        return detector.detections();
    }
}
