package io.pcaplens.dissector;

import io.pcaplens.dissector.ndpi.NdpiReader;
import io.pcaplens.dissector.suricata.Suricata;
import io.pcaplens.dissector.tshark.DissectedRows;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.IpLiteral;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where the tools meet on IPv6 flows: Suricata writes every IPv6 address in full ("2001:0470:…:0000"), nDPI in
 * brackets, tshark in RFC 5952's short form. Run for real on IPv6 captures of the corpus (Suricata with a rule
 * set alerting on every HTTP request and TLS hello, as a user's rule directory would), every alert and every
 * DPI flow must name the flow of a conversation row read by tshark.
 */
class Ipv6FlowJoinTest {

    private static final String EVERY_REQUEST = """
            alert http any any -> any any (msg:"TEST every HTTP request"; flow:to_server; http.method; content:"G"; sid:9900001; rev:1;)
            alert tls any any -> any any (msg:"TEST every TLS hello"; flow:to_server; tls.sni; content:"."; sid:9900002; rev:1;)
            """;

    @TempDir
    Path work;

    @ParameterizedTest
    @ValueSource(strings = {"ipv6-http-mixed.pcap", "ipv6-http.pcap"})
    void suricataAlertsOnIpv6FlowsNameFlowsOfTheRows(String capture) throws Exception {
        Path rules = Files.createDirectories(work.resolve("user-rules"));
        Files.writeString(rules.resolve("every-request.rules"), EVERY_REQUEST);
        List<IdsAlert> alerts = new Suricata(Optional.of(rules.toString()))
                .detect(PacketDissectorContract.PCAPS.resolve(capture), Files.createDirectories(work.resolve("ids")));
        Set<FlowKey> flows = rowFlows(capture);

        assertFalse(alerts.isEmpty(), "the rule alerts on every HTTP request of " + capture);
        assertTrue(alerts.stream().allMatch(a -> a.key().ipA().contains(":")), "IPv6 flows only");
        for (IdsAlert alert : alerts) {
            assertTrue(flows.contains(alert.key()), alert + " names no flow of the rows " + flows);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ipv6-http-mixed.pcap", "ipv6-http.pcap"})
    void dpiFlowsOfIpv6CapturesNameFlowsOfTheRows(String capture) throws Exception {
        List<FlowFacts> dpi = new NdpiReader()
                .inspect(PacketDissectorContract.PCAPS.resolve(capture), Files.createDirectories(work.resolve("dpi")));
        Set<FlowKey> flows = rowFlows(capture);

        assertFalse(dpi.isEmpty());
        for (FlowFacts flow : dpi) {
            assertTrue(flows.contains(flow.key()), flow.key() + " is no flow of the rows " + flows);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ipv6-http-mixed.pcap", "ipv6-http.pcap", "mdns.pcap", "icmp6-ping.pcap", "rawip-ipv6.pcap"})
    void tsharksAddressesAreTheirOwnCanonicalFormAndTheirFullFormReadsBackToThem(String capture) throws Exception {
        Set<String> addresses = rows(capture).stream()
                .flatMap(r -> java.util.stream.Stream.of(r.identity().srcIp(), r.identity().dstIp()))
                .filter(a -> a.contains(":") && IpLiteral.parse(a) != null).collect(Collectors.toSet());

        assertFalse(addresses.isEmpty(), capture + " has IPv6 rows");
        for (String address : addresses) {
            assertEquals(address, IpLiteral.canonical(address));
            assertEquals(address, IpLiteral.canonical(fullForm(address)), fullForm(address));
            assertEquals(address, IpLiteral.canonical("[" + address.toUpperCase() + "]"));
        }
    }

    /** The address as Suricata writes it: eight groups of four hexadecimal digits. */
    private static String fullForm(String address) {
        byte[] b = IpLiteral.parse(address);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 16; i += 2) {
            out.append(i == 0 ? "" : ":").append(String.format("%02x%02x", b[i], b[i + 1]));
        }
        return out.toString();
    }

    private Set<FlowKey> rowFlows(String capture) throws Exception {
        return rows(capture).stream().map(r -> r.identity().flowKey()).collect(Collectors.toSet());
    }

    private List<ConversationRow> rows(String capture) throws Exception {
        return DissectedRows.of(PacketDissectorContract.PCAPS.resolve(capture), work);
    }
}
