package io.pcaplens.application.conversation;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.CertificateSubject;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.SeenName;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Attaches flow-level facts to every conversation row of their flow, joined on the transport and both
 * endpoints with their ports (the {@link FlowKey}), never on the rows' protocol labels: a TLS connection's
 * TCP row and TLSV1.2 row both carry the flow's application.
 *
 * <p>Two sources: DPI's classification of the flow, and what the dissector read in the flow's TLS hellos
 * (SNI, JA3, JA3S, JA4), which a row carries when its packets held them. Where both name an SNI or a JA3 hash,
 * the dissector's is kept: it comes from the handshake message itself, while DPI's may be a later packet's
 * or missing (nDPI has no JA3S for QUIC). The common name of DPI's certificate subject joins the flow's names.
 */
public final class FlowEnrichment {

    private FlowEnrichment() {
    }

    /**
     * @param withHandshakes whether the dissector's TLS facts are shown (they are part of DPI's output:
     *                       spec 10.4 shows TLS metadata when DPI was enabled)
     */
    public static List<ConversationRow> attach(List<ConversationRow> rows, List<FlowFacts> dpi, boolean withHandshakes) {
        Map<FlowKey, FlowFacts> classified = new HashMap<>();
        for (FlowFacts f : dpi) {
            // one flow can appear more than once (VLANs, port reuse): keep the one DPI classified
            classified.merge(f.key(), f, (a, b) -> a.dpi().appName() == null && b.dpi().appName() != null ? b : a);
        }
        Map<FlowKey, FlowFacts> handshakes = new HashMap<>();
        if (withHandshakes) {
            // rows come in capture order: the first hello of a flow wins
            for (ConversationRow r : rows) {
                if (r.flow() != null) {
                    handshakes.merge(r.identity().flowKey(), r.flow(), FlowEnrichment::firstOf);
                }
            }
        }
        return rows.stream().map(r -> {
            FlowKey flow = r.identity().flowKey();
            FlowFacts facts = merge(classified.get(flow), handshakes.get(flow));
            return withSubjectName(r.withFlow(facts), facts);
        }).toList();
    }

    /** The server certificate's common name joins the names the flow's packets gave its peer. */
    private static ConversationRow withSubjectName(ConversationRow row, FlowFacts facts) {
        return CertificateSubject.commonName(facts == null ? null : facts.tls().tlsSubject())
                .map(cn -> {
                    List<SeenName> names = new ArrayList<>(row.labels().names());
                    names.add(new SeenName(cn, SeenName.Source.CERT_SUBJECT));
                    return row.withLabels(row.labels().withNames(names));
                })
                .orElse(row);
    }

    /**
     * Attaches to every row the distinct alerts raised on its flow (by rule id, first raised first), or an
     * empty list: intrusion detection ran and found nothing.
     */
    public static List<ConversationRow> attachAlerts(List<ConversationRow> rows, List<IdsAlert> alerts) {
        Map<FlowKey, Map<Long, IdsAlert>> byFlow = new HashMap<>();
        for (IdsAlert a : alerts) {
            byFlow.computeIfAbsent(a.key(), k -> new java.util.LinkedHashMap<>()).putIfAbsent(a.signatureId(), a);
        }
        return rows.stream().map(r -> r.withIdsAlerts(
                List.copyOf(byFlow.getOrDefault(r.identity().flowKey(), Map.of()).values()))).toList();
    }

    private static FlowFacts firstOf(FlowFacts earlier, FlowFacts later) {
        return FlowFacts.ofHandshake(earlier.tls().thenHellosOf(later.tls()));
    }

    /** DPI's classification and certificate with the hellos' values over DPI's ({@link TlsFacts#over}). */
    private static FlowFacts merge(FlowFacts dpi, FlowFacts hello) {
        if (hello == null) {
            return dpi;
        }
        if (dpi == null) {
            return hello;
        }
        return new FlowFacts(dpi.key(), dpi.dpi(), hello.tls().over(dpi.tls()));
    }
}
