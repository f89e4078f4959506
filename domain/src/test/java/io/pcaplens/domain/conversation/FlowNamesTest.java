package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.packet.Packets;
import io.pcaplens.domain.packet.SeenName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static io.pcaplens.domain.packet.Packets.packet;
import static io.pcaplens.domain.packet.SeenName.Source.CERT_SAN;
import static io.pcaplens.domain.packet.SeenName.Source.DNS;
import static io.pcaplens.domain.packet.SeenName.Source.TLS_SNI;
import static org.junit.jupiter.api.Assertions.assertEquals;

class FlowNamesTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");

    private static Packets tcp(long frame, String src, String sport, String dst, String dport, String protocol) {
        return packet().frame(frame).time("1000." + String.format("%09d", frame)).ip(src, dst).tcp(sport, dport)
                .protocol(protocol);
    }

    @Test
    void everyRowOfAConnectionCarriesTheNamesOfAllItsRows() {
        ConversationTable t = new ConversationTable();
        t.add(tcp(1, "10.0.0.2", "40000", "10.0.0.1", "443", "TCP").record());
        t.add(tcp(2, "10.0.0.2", "40000", "10.0.0.1", "443", "TLSv1.2").tls("Shop.example", "", "").record());
        t.add(tcp(3, "10.0.0.1", "443", "10.0.0.2", "40000", "TLSv1.2")
                .certificateNames("shop.example\fcdn.example").record());
        t.add(packet().frame(4).ip("10.0.0.2", "10.0.0.53").udp("5353", "53").protocol("DNS")
                .dnsQueries("other.example").record());
        Map<String, List<SeenName>> byProtocol = FlowNames.shared(rows(t)).stream()
                .collect(Collectors.toMap(r -> r.labels().protocol(), r -> r.labels().names()));

        List<SeenName> connection = List.of(new SeenName("shop.example", TLS_SNI),
                new SeenName("cdn.example", CERT_SAN), new SeenName("shop.example", CERT_SAN));
        // the Protocol label is stored upper-cased (spec 2.4)
        assertEquals(connection, byProtocol.get("TCP"));
        assertEquals(connection, byProtocol.get("TLSV1.2"));
        assertEquals(List.of(new SeenName("other.example", DNS)), byProtocol.get("DNS"));
    }

    @Test
    void namesSeenInTwoSlicesOfAConversationAreMerged() {
        ConversationTable first = new ConversationTable();
        first.add(tcp(1, "10.0.0.2", "40000", "10.0.0.1", "80", "HTTP").httpHost("a.example").record());
        ConversationTable second = new ConversationTable();
        second.add(tcp(9, "10.0.0.2", "40000", "10.0.0.1", "80", "HTTP").httpHost("b.example").record());
        first.absorb(second);
        assertEquals(List.of("a.example", "b.example"),
                rows(first).get(0).labels().names().stream().map(SeenName::name).toList());
    }

    private static List<ConversationRow> rows(ConversationTable t) {
        return t.conversations().stream().map(c -> c.toRow(new ConversationId(0), CAPTURE)).toList();
    }
}
