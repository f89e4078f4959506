package io.pcaplens.dissector.suricata;

import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The eve.json reader on Suricata's output for captures of the shared corpus with the shipped rules. */
class SuricataEveParserTest {

    private static List<IdsAlert> recorded(String capture) throws IOException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SuricataEveParserTest.class.getResourceAsStream("/eve/" + capture + ".eve.json"), StandardCharsets.UTF_8))) {
            return SuricataEveParser.alerts(r);
        }
    }

    @Test
    void readsTheAlertOfAClearTextBasicAuthentication() throws IOException {
        List<IdsAlert> alerts = recorded("http-basic-auth");
        assertEquals(1, alerts.size(), "the flow event is not an alert");
        IdsAlert a = alerts.get(0);
        assertEquals("PCAPLENS HTTP Basic authentication in clear text", a.signature());
        assertEquals(9100001, a.signatureId());
        assertEquals(1, a.severity());
        assertEquals(FlowKey.of(Transport.TCP, "10.0.0.1", 2082, "10.0.0.2", 1087), a.key());
    }

    @Test
    void readsEveryAlertOfAScan() throws IOException {
        List<IdsAlert> alerts = recorded("http-webattack-rce");
        assertTrue(alerts.size() > 10, "alerts: " + alerts.size());
        assertTrue(alerts.stream().allMatch(a -> a.signature().startsWith("PCAPLENS ")));
    }

    @Test
    void skipsWhatIsNoAlertAndMapsTransports() throws IOException {
        String eve = "{\"event_type\":\"alert\", broken\n"
                + "{\"event_type\":\"stats\"}\n"
                + "{\"event_type\":\"alert\",\"src_ip\":\"2001:db8::1\",\"dest_ip\":\"2001:db8::2\",\"proto\":\"IPv6-ICMP\","
                + "\"alert\":{\"signature_id\":7,\"signature\":\"x\",\"severity\":2}}\n";
        List<IdsAlert> alerts = SuricataEveParser.alerts(new BufferedReader(new StringReader(eve)));
        assertEquals(1, alerts.size());
        assertEquals(FlowKey.of(Transport.ICMPV6, "2001:db8::1", 0, "2001:db8::2", 0), alerts.get(0).key());
    }
}
