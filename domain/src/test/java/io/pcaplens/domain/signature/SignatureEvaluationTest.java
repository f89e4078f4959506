package io.pcaplens.domain.signature;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every condition kind fires where it should and nowhere else. Rows and payloads are those of real
 * captures in shared/pcaps (pop3.pcap, telnet-login.pcap, tor.pcap, tls12-selfsigned-expired-loopback.pcap,
 * bittorrent.pcap), copied from tshark and ndpiReader output.
 */
class SignatureEvaluationTest {

    private static final FlowFacts TOR = facts("Tor", "VPN", List.of("obsolete_tls_version_1_1_or_older"),
            "www.q4cyamnc6mtokjurvdclt.com", "e7d705a3286e19ea42f587b344ee6865", "623de93db17d313345d7ea481e7443cf");
    private static final FlowFacts NTOP = facts("ntop", "Network",
            List.of("known_protocol_on_non_standard_port", "self_signed_certificate", "tls_expired_certificate"),
            "localhost", null, null);

    private static FlowFacts facts(String app, String category, List<String> risks, String host, String ja3, String ja3s) {
        return new FlowFacts(null, new DpiFacts(app, category, "DPI", risks), TlsFacts.ofHellos(host, ja3, ja3s, null, null));
    }

    private static long ids;

    private static ConversationRow row(String src, Integer sport, String dst, Integer dport, String protocol,
                                       String dissector, FlowFacts flow) {
        long id = ++ids;
        ConversationKey key = new ConversationKey(src + ":" + sport + "-" + dst + ":" + dport + "-" + protocol);
        return ConversationRow.dissected(new ConversationId(id), new CaptureId("00000000-0000-0000-0000-000000000001"),
                new Identity(key, src, sport, dst, dport, sport == null ? Transport.ARP : Transport.TCP),
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, dissector, List.of(), List.of()),
                flow);
    }

    private final ConversationRow pop = row("143.225.229.181", 35287, "74.208.5.28", 110, "POP", "POP", null);
    private final ConversationRow popTcp = row("143.225.229.181", 35287, "74.208.5.28", 110, "TCP", null, null);
    private final ConversationRow telnet = row("192.168.0.2", 1550, "192.168.0.1", 23, "TELNET", "TELNET", null);
    private final ConversationRow tor = row("192.168.1.252", 51112, "38.229.70.53", 443, "TLSV1", "TLS", TOR);
    private final ConversationRow selfSigned = row("127.0.0.1", 51607, "127.0.0.1", 3001, "TLSV1.2", "TLS", NTOP);
    private final ConversationRow v6 = row("2001:db8::1", 5353, "ff02::fb", 5353, "MDNS", "MDNS", null);
    private final ConversationRow arp = row("00:1b:21:3a:4f:5e", null, "ff:ff:ff:ff:ff:ff", null, "ARP", "ARP", null);
    private final List<ConversationRow> all = List.of(pop, popTcp, telnet, tor, selfSigned, v6, arp);

    private static SignatureRule rule(String name, RowCondition... conditions) {
        return new SignatureRule(name, "", Severity.HIGH, null, List.of(conditions), null, 1);
    }

    /** The ids of the rows the rule fires on (payloads: conversation → its packets' stored bytes). */
    private Set<Long> firing(SignatureRule rule, Map<ConversationRow, List<String>> payloads) {
        SignatureEvaluation e = new SignatureSet(List.of(rule), "t").evaluation();
        all.forEach(e::offer);
        payloads.forEach((r, packets) -> packets.forEach(p -> e.offerPayload(r.id().value(),
                p.getBytes(StandardCharsets.ISO_8859_1))));
        return e.result().matches().keySet();
    }

    private Set<Long> firing(SignatureRule rule) {
        return firing(rule, Map.of());
    }

    private static Set<Long> ids(ConversationRow... rows) {
        return Set.copyOf(Arrays.stream(rows).map(r -> r.id().value()).toList());
    }

    private static AddressCondition ip(String... addresses) {
        return new AddressCondition("ip", Arrays.stream(addresses).map(Cidr::parse).toList());
    }

    @Test
    void ipMatchesEitherEndpointHoweverTheAddressIsWritten() {
        assertEquals(ids(telnet), firing(rule("r", ip("192.168.0.1"))));
        assertEquals(ids(telnet), firing(rule("r", ip("192.168.0.2"))));
        assertEquals(ids(pop, popTcp, telnet), firing(rule("r", ip("192.168.0.1", "74.208.5.28"))));
        assertEquals(ids(v6), firing(rule("r", ip("2001:DB8:0:0:0:0:0:1"))));
        assertEquals(Set.of(), firing(rule("r", ip("192.168.0.3"))));
    }

    @Test
    void cidrMatchesAddressesInsideTheBlockOnlyAndNeverAMac() {
        AddressCondition private192 = new AddressCondition("cidr", List.of(Cidr.parse("192.168.0.0/16")));
        assertEquals(ids(telnet, tor), firing(rule("r", private192)));
        assertEquals(ids(v6), firing(rule("r", new AddressCondition("cidr", List.of(Cidr.parse("2001:db8::/32"))))));
        assertEquals(ids(selfSigned), firing(rule("r", new AddressCondition("cidr", List.of(Cidr.parse("127.0.0.0/8"))))));
        assertEquals(ids(tor), firing(rule("r", new AddressCondition("cidr", List.of(Cidr.parse("38.229.70.48/28"))))));
        assertEquals(Set.of(), firing(rule("r", new AddressCondition("cidr", List.of(Cidr.parse("38.229.70.64/28"))))));
        assertEquals(Set.of(), firing(rule("r", new AddressCondition("cidr", List.of(Cidr.parse("0.0.0.0/0")))))
                .stream().filter(id -> id == arp.id().value() || id == v6.id().value()).collect(java.util.stream.Collectors.toSet()));
        assertThrows(IllegalArgumentException.class, () -> Cidr.parse("10.0.0.0/33"));
        assertThrows(IllegalArgumentException.class, () -> Cidr.parse("10.0.0"));
        assertThrows(IllegalArgumentException.class, () -> Cidr.parse("example.com"));
    }

    @Test
    void portMatchesEitherEndpointAndSrcDstPortsTheirOwnSide() {
        assertEquals(ids(pop, popTcp, telnet), firing(rule("r", new PortCondition(PortCondition.Side.EITHER, Set.of(110, 23)))));
        assertEquals(ids(telnet), firing(rule("r", new PortCondition(PortCondition.Side.EITHER, Set.of(1550)))));
        assertEquals(ids(telnet), firing(rule("r", new PortCondition(PortCondition.Side.DESTINATION, Set.of(23)))));
        assertEquals(Set.of(), firing(rule("r", new PortCondition(PortCondition.Side.SOURCE, Set.of(23)))));
        assertEquals(ids(telnet), firing(rule("r", new PortCondition(PortCondition.Side.SOURCE, Set.of(1550)))));
        assertEquals(ids(v6), firing(rule("r", new PortCondition(PortCondition.Side.SOURCE, Set.of(5353)))));
    }

    @Test
    void labelsMatchWithoutRegardToCase() {
        assertEquals(ids(pop), firing(rule("r", TextCondition.protocol(List.of("pop")))));
        assertEquals(ids(pop, telnet), firing(rule("r", TextCondition.protocol(List.of("POP", "Telnet")))));
        assertEquals(ids(tor, selfSigned), firing(rule("r", TextCondition.dissectorProtocol(List.of("tls")))));
        assertEquals(Set.of(), firing(rule("r", TextCondition.protocol(List.of("TLS")))));
    }

    @Test
    void dpiConditionsNeedTheFlowToHaveTheValue() {
        assertEquals(ids(tor), firing(rule("r", TextCondition.app(List.of("TOR")))));
        assertEquals(ids(tor), firing(rule("r", TextCondition.category(List.of("vpn")))));
        assertEquals(ids(selfSigned), firing(rule("r", TextCondition.category(List.of("Network")))));
        assertEquals(ids(tor), firing(rule("r", TextCondition.ja3(List.of("E7D705A3286E19EA42F587B344EE6865")))));
        assertEquals(ids(tor), firing(rule("r", TextCondition.ja3(List.of("623de93db17d313345d7ea481e7443cf")))));
        assertEquals(Set.of(), firing(rule("r", TextCondition.ja3(List.of("00000000000000000000000000000000")))));
    }

    @Test
    void riskNamesMayBeWrittenAsDpiPrintsThem() {
        assertEquals(ids(selfSigned), firing(rule("r", TextCondition.risk(List.of("Self-signed Certificate")))));
        assertEquals(ids(selfSigned), firing(rule("r", TextCondition.risk(List.of("tls_expired_certificate")))));
        assertEquals(ids(tor, selfSigned), firing(rule("r",
                TextCondition.risk(List.of("obsolete_tls_version_1_1_or_older", "self_signed_certificate")))));
        assertEquals(Set.of(), firing(rule("r", TextCondition.risk(List.of("clear_text_credentials")))));
    }

    @Test
    void hostnameIsExactOrADomainWithItsSubdomains() {
        assertEquals(ids(tor), firing(rule("r", new HostnameCondition(List.of("WWW.q4cyamnc6mtokjurvdclt.com.")))));
        assertEquals(ids(tor), firing(rule("r", new HostnameCondition(List.of("*.q4cyamnc6mtokjurvdclt.com")))));
        assertEquals(Set.of(), firing(rule("r", new HostnameCondition(List.of("q4cyamnc6mtokjurvdclt.com")))));
        assertEquals(ids(selfSigned), firing(rule("r", new HostnameCondition(List.of("*.localhost")))));
        assertEquals(Set.of(), firing(rule("r", new HostnameCondition(List.of("*.mtokjurvdclt.com")))));
        assertThrows(IllegalArgumentException.class, () -> new HostnameCondition(List.of("www.*.com")));
    }

    @Test
    void allConditionsMustHold() {
        assertEquals(ids(pop), firing(rule("r", new PortCondition(PortCondition.Side.EITHER, Set.of(110)),
                TextCondition.protocol(List.of("POP")))));
        assertEquals(Set.of(), firing(rule("r", new PortCondition(PortCondition.Side.EITHER, Set.of(23)),
                TextCondition.protocol(List.of("POP")))));
    }

    private static final List<String> POP_PACKETS = List.of("+OK POP server ready H migmxus", "user cicciopernacchio@mail.com\r\n",
            "+OK password required for user", "pass pippozzo\r\n", "list\r\n");
    private static final List<String> TELNET_PACKETS = List.of("\u00ff\u00fd\u0018\u00ff\u00fd \u00ff\u00fd#\u00ff\u00fd'",
            "\r\nOpenBSD/i386 (oof) (ttyp1)\r\n\r\n", "login: ", "Password:", "fake\r\n");

    private static SignatureRule payloadRule(boolean matchAll, RowCondition condition, PayloadProbe... probes) {
        return new SignatureRule("p", "", Severity.MEDIUM, null, condition == null ? List.of() : List.of(condition),
                new PayloadCondition(List.of(probes), matchAll), 1);
    }

    private Set<Long> firingOnPayloads(SignatureRule rule) {
        return firing(rule, Map.of(pop, POP_PACKETS, telnet, TELNET_PACKETS, popTcp, List.of("")));
    }

    private static PayloadProbe ascii(String s) {
        return new PayloadProbe.Bytes(s.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static PayloadProbe regex(String s, int flags) {
        return new PayloadProbe.Regex(Pattern.compile(s, flags));
    }

    @Test
    void payloadBytesAreFoundAnywhereInAPacketButNotAcrossPackets() {
        assertEquals(ids(pop), firingOnPayloads(payloadRule(false, null, ascii("pass "))));
        assertEquals(ids(telnet), firingOnPayloads(payloadRule(false, null, ascii("login:"))));
        assertEquals(ids(telnet), firingOnPayloads(payloadRule(false, null,
                new PayloadProbe.Bytes(new byte[]{(byte) 0xff, (byte) 0xfd, 0x18}))));
        assertEquals(Set.of(), firingOnPayloads(payloadRule(false, null, ascii("PASS "))));
        // "user" ends one packet and "+OK" starts the next: never one match
        assertEquals(Set.of(), firingOnPayloads(payloadRule(false, null, ascii(".com\r\n+OK"))));
    }

    @Test
    void regexRunsOnTheBytesWithOrWithoutCase() {
        assertEquals(ids(pop), firingOnPayloads(payloadRule(false, null, regex("^PASS ", Pattern.CASE_INSENSITIVE))));
        assertEquals(Set.of(), firingOnPayloads(payloadRule(false, null, regex("^PASS ", 0))));
        // ^ is the payload's first byte, not any line's
        assertEquals(Set.of(), firingOnPayloads(payloadRule(false, null, regex("^OpenBSD", 0))));
        assertEquals(ids(telnet), firingOnPayloads(payloadRule(false, null, regex("OpenBSD/i\\d86", 0))));
        assertEquals(ids(telnet), firingOnPayloads(payloadRule(false, null, regex("^\\xff\\xfd\\x18", 0))));
    }

    @Test
    void matchAllNeedsEveryPatternSomewhereInTheConversationElseAnyWillDo() {
        PayloadProbe user = regex("^USER ", Pattern.CASE_INSENSITIVE);
        PayloadProbe pass = regex("^PASS ", Pattern.CASE_INSENSITIVE);
        PayloadProbe login = ascii("login:");
        assertEquals(ids(pop), firingOnPayloads(payloadRule(true, null, user, pass)));
        assertEquals(Set.of(), firingOnPayloads(payloadRule(true, null, user, pass, login)));
        assertEquals(ids(pop, telnet), firingOnPayloads(payloadRule(false, null, user, pass, login)));
    }

    @Test
    void payloadsAreOnlyNeededForConversationsMeetingTheOtherConditions() {
        SignatureRule rule = payloadRule(false, TextCondition.protocol(List.of("TELNET")), ascii("pass "), ascii("login:"));
        SignatureEvaluation e = new SignatureSet(List.of(rule), "t").evaluation();
        all.forEach(e::offer);
        assertEquals(Set.of(telnet.id().value()), e.payloadCandidates());
        POP_PACKETS.forEach(p -> e.offerPayload(pop.id().value(), p.getBytes(StandardCharsets.ISO_8859_1)));
        TELNET_PACKETS.forEach(p -> e.offerPayload(telnet.id().value(), p.getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals(Set.of(telnet.id().value()), e.result().matches().keySet());
        SignatureEvaluation none = new SignatureSet(List.of(rule(("r"), ip("10.9.9.9"))), "t").evaluation();
        all.forEach(none::offer);
        assertTrue(none.payloadCandidates().isEmpty());
    }

    @Test
    void matchesListEveryRuleThatFiredInFileOrder() {
        SignatureRule a = new SignatureRule("telnet", "", Severity.HIGH, null,
                List.of(new PortCondition(PortCondition.Side.EITHER, Set.of(23))), null, 1);
        SignatureRule b = new SignatureRule("lan", "", Severity.LOW, null,
                List.of(new AddressCondition("cidr", List.of(Cidr.parse("192.168.0.0/24")))), null, 5);
        SignatureEvaluation e = new SignatureSet(List.of(a, b), "t").evaluation();
        all.forEach(e::offer);
        Map<Long, List<RuleMatch>> m = e.result().matches();
        assertEquals(List.of(new RuleMatch("telnet", Severity.HIGH), new RuleMatch("lan", Severity.LOW)), m.get(telnet.id().value()));
        assertEquals(Set.of(telnet.id().value()), m.keySet());
    }

    @Test
    void deviceTypeGoesToTheEndpointsThatSatisfyTheAddressConditionsFirstRuleWinning() {
        SignatureRule router = new SignatureRule("gw", "", Severity.LOW, "Router", List.of(ip("192.168.0.1")), null, 1);
        SignatureRule lan = new SignatureRule("lan", "", Severity.LOW, "Laptop/Desktop",
                List.of(new AddressCondition("cidr", List.of(Cidr.parse("192.168.0.0/24")))), null, 2);
        SignatureRule popServers = new SignatureRule("pop", "", Severity.LOW, "Server",
                List.of(new AddressCondition("cidr", List.of(Cidr.parse("74.208.0.0/16"))),
                        TextCondition.protocol(List.of("POP"))),
                new PayloadCondition(List.of(ascii("pass ")), false), 3);
        SignatureEvaluation e = new SignatureSet(List.of(router, lan, popServers), "t").evaluation();
        all.forEach(e::offer);
        POP_PACKETS.forEach(p -> e.offerPayload(pop.id().value(), p.getBytes(StandardCharsets.ISO_8859_1)));
        Map<String, DeviceOverride> devices = e.result().deviceOverrides();
        assertEquals(Map.of("192.168.0.1", new DeviceOverride("gw", "Router"),
                "192.168.0.2", new DeviceOverride("lan", "Laptop/Desktop"),
                "74.208.5.28", new DeviceOverride("pop", "Server")), devices);
        assertFalse(devices.containsKey("143.225.229.181"));
    }

    @Test
    void aRuleNeedsAConditionAndADeviceTypeNeedsAnAddress() {
        assertThrows(IllegalArgumentException.class, () -> new SignatureRule("x", "", Severity.LOW, null, List.of(), null, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SignatureRule("x", "",
                Severity.LOW, "Router", List.of(TextCondition.protocol(List.of("DHCP"))), null, 1));
        assertTrue(e.getMessage().contains("ip or cidr"), e.getMessage());
        List<RowCondition> ok = new ArrayList<>(List.of(ip("10.0.0.1")));
        assertEquals("Router", new SignatureRule("x", "", Severity.LOW, "Router", ok, null, 1).deviceType());
    }
}
