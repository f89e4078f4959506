package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.packet.SeenName.Source.CERT_SAN;
import static io.pcaplens.domain.packet.SeenName.Source.DNS;
import static io.pcaplens.domain.packet.SeenName.Source.HTTP_HOST;
import static io.pcaplens.domain.packet.SeenName.Source.TLS_SNI;
import static org.junit.jupiter.api.Assertions.assertEquals;

class SeenNameTest {

    @Test
    void everyNameOfTheFrameWithItsSourceEachOnceInLowerCase() {
        PacketFields f = Packets.packet().dnsQueries("WWW.Example.com\fwww.example.com")
                .httpHost("Shop.example.net").tls("api.example.org", "", "")
                .certificateNames("*.example.org\fexample.org\f").fields();
        assertEquals(List.of(new SeenName("www.example.com", DNS), new SeenName("shop.example.net", HTTP_HOST),
                new SeenName("api.example.org", TLS_SNI), new SeenName("*.example.org", CERT_SAN),
                new SeenName("example.org", CERT_SAN)), SeenName.of(f));
    }

    @Test
    void aFrameWithoutNamesNamesNothing() {
        assertEquals(List.of(), SeenName.of(Packets.packet().ip("10.0.0.1", "10.0.0.2").fields()));
    }

    @Test
    void theSameNameFromTwoSourcesIsKeptTwice() {
        PacketFields f = Packets.packet().dnsQueries("a.example").httpHost("a.example").fields();
        assertEquals(List.of(new SeenName("a.example", DNS), new SeenName("a.example", HTTP_HOST)), SeenName.of(f));
    }

    @Test
    void thePacketCarriesItsNames() {
        PacketRecord p = Packets.packet().ip("10.0.0.1", "10.0.0.2").tcp("40000", "443").tls("b.example", "", "")
                .record();
        assertEquals(List.of(new SeenName("b.example", TLS_SNI)), p.names());
    }
}
