package io.pcaplens.application.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.packet.SeenName.Source.CERT_SUBJECT;
import static io.pcaplens.domain.packet.SeenName.Source.TLS_SNI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FlowEnrichmentTest {

    private static ConversationRow row(long id, String protocol, int clientPort, FlowFacts hello) {
        return ConversationRow.dissected(new ConversationId(id), new CaptureId("00000000-0000-0000-0000-000000000001"),
                new Identity(new ConversationKey("k" + id), "10.0.0.1", clientPort, "10.0.0.2", 443, Transport.TCP),
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, null, List.of(), List.of()),
                hello);
    }

    private static FlowFacts hello(String sni, String ja3, String ja3s) {
        return FlowFacts.ofHandshake(TlsFacts.ofHellos(sni, ja3, ja3s, null, null));
    }

    private static FlowFacts dpi(int clientPort, String app, String sni, String ja3) {
        return new FlowFacts(FlowKey.of(Transport.TCP, "10.0.0.2", 443, "10.0.0.1", clientPort),
                new DpiFacts(app, "Web", "DPI", List.of("missing_sni_tls_extension")), new TlsFacts(sni, ja3, null, null,
                List.of(), "CN=issuer", "CN=subject", "2020-01-01 00:00:00", "2021-01-01 00:00:00"));
    }

    @Test
    void everyRowOfAFlowGetsItsClassificationWhateverItsLabel() {
        List<ConversationRow> rows = FlowEnrichment.attach(
                List.of(row(1, "TCP", 5000, null), row(2, "TLSV1.2", 5000, null), row(3, "TCP", 5001, null)),
                List.of(dpi(5000, "YouTube", null, null)), true);
        assertEquals("YouTube", rows.get(0).flow().dpi().appName());
        assertEquals("YouTube", rows.get(1).flow().dpi().appName());
        assertEquals(List.of("missing_sni_tls_extension"), rows.get(1).flow().dpi().risks());
        assertNull(rows.get(2).flow(), "another flow: another client port");
    }

    @Test
    void theHandshakeTheDissectorReadFillsAndOverridesDpiAcrossTheFlowsRows() {
        List<ConversationRow> rows = FlowEnrichment.attach(
                List.of(row(1, "TCP", 5000, null), row(2, "TLSV1.2", 5000, hello("www.example.org", "aaa", "bbb"))),
                List.of(dpi(5000, "Google", "stale.example", null)), true);
        for (ConversationRow r : rows) {
            assertEquals("www.example.org", r.flow().tls().hostname());
            assertEquals("aaa", r.flow().tls().ja3Client());
            assertEquals("bbb", r.flow().tls().ja3Server());
            assertEquals("Google", r.flow().dpi().appName());
            assertEquals("CN=issuer", r.flow().tls().tlsIssuer());
        }
    }

    @Test
    void withoutDpiNoFlowFactsAreShown() {
        List<ConversationRow> rows = FlowEnrichment.attach(
                List.of(row(2, "TLSV1.2", 5000, hello("www.example.org", "aaa", "bbb"))), List.of(), false);
        assertNull(rows.get(0).flow());
    }

    @Test
    void theServerCertificatesCommonNameJoinsTheNamesOfEveryRowOfItsFlow() {
        ConversationRow named = row(2, "TLSV1.2", 5000, null);
        named = named.withLabels(named.labels().withNames(List.of(new SeenName("www.example.org", TLS_SNI))));
        List<ConversationRow> rows = FlowEnrichment.attach(List.of(row(1, "TCP", 5000, null), named,
                row(3, "TCP", 5001, null)), List.of(dpi(5000, "Google", null, null)), true);
        assertEquals(List.of(new SeenName("subject", CERT_SUBJECT)), rows.get(0).labels().names());
        assertEquals(List.of(new SeenName("www.example.org", TLS_SNI), new SeenName("subject", CERT_SUBJECT)),
                rows.get(1).labels().names());
        assertEquals(List.of(), rows.get(2).labels().names(), "another flow, no certificate");
    }
}
