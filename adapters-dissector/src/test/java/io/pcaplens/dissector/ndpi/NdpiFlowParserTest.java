package io.pcaplens.dissector.ndpi;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parser on output recorded from nDPI 4.2's ndpiReader for captures of the shared corpus:
 * {@code ndpiReader -q -i <capture> -w ndpi/<capture>.txt -v 2}; gtp-fragmented.pcap with {@code -t} as well, as
 * {@link NdpiReader} runs it (for the other captures {@code -t} changes nothing). Expected values are copied
 * from the recorded text.
 */
class NdpiFlowParserTest {

    /** A flow line's head, counted independently of the parser (physical lines, split on \n only). */
    private static final Pattern FLOW_LINE = Pattern.compile("^\\t\\d+\\t[A-Z0-9]+ \\S+:\\d+ (<->|->) \\S+:\\d+ \\[");

    static String recordedText(String capture) throws IOException {
        try (InputStream in = NdpiFlowParserTest.class.getResourceAsStream("/ndpi/" + capture + ".txt")) {
            assertNotNull(in, capture);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<FlowFacts> parse(String text) throws IOException, ToolFailure {
        return NdpiFlowListing.read(new BufferedReader(new StringReader(text)));
    }

    static List<FlowFacts> recorded(String capture) throws IOException, ToolFailure {
        return parse(recordedText(capture));
    }

    private static FlowFacts flow(List<FlowFacts> flows, FlowKey key) {
        return flows.stream().filter(f -> f.key().equals(key)).findFirst()
                .orElseThrow(() -> new AssertionError("no flow " + key + " in " + flows));
    }

    private static String flowLine(String capture, String containing) throws Exception {
        return recordedText(capture).lines().filter(l -> l.contains(containing)).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @CsvSource({
            "tls12-selfsigned-expired-loopback.pcap, 1",
            "tls12-expired-cert.pcap, 2",
            "tls12-basic.pcap, 1",
            "quic-curl-http3.pcap, 1",
            "bittorrent.pcap, 24",
            "ftp-ipv4.pcap, 5",
            "ftp-anonymous-download.pcap, 3",
            "http-basic-auth.pcap, 1",
            "dns-mixed-records.pcap, 8",
            "ipv6-http.pcap, 6",
            "ipv6-http-mixed.pcap, 15",
            "tor.pcap, 11",
            "icmp-pings.pcap, 1",
            "gre-sample.pcap, 1",
            "telnet-login.pcap, 1",
            "mdns.pcap, 4",
            "ssh.pcap, 2",
            "gtp-fragmented.pcap, 1",
            "large-mixed-merged.pcap, 234",
    })
    void oneFlowPerFlowLine(String capture, int flows) throws Exception {
        String text = recordedText(capture);
        long flowLines = text.lines().filter(l -> FLOW_LINE.matcher(l).lookingAt()).count();
        assertEquals(flows, flowLines, "flow lines in the recording");
        assertEquals(flows, recorded(capture).size());
    }

    @Test
    void selfSignedExpiredLoopbackTls() throws Exception {
        List<FlowFacts> flows = recorded("tls12-selfsigned-expired-loopback.pcap");
        FlowFacts f = flow(flows, FlowKey.of(Transport.TCP, "127.0.0.1", 51607, "127.0.0.1", 3001));
        assertAll(
                () -> assertEquals("ntop", f.dpi().appName()),
                () -> assertEquals("Network", f.dpi().category()),
                () -> assertEquals("DPI", f.dpi().confidence()),
                // nDPI 4.2 names the risks "Self-signed Certificate" and "TLS Expired Certificate"
                () -> assertEquals(List.of("known_protocol_on_non_standard_port", "self_signed_certificate",
                        "tls_expired_certificate"), f.dpi().risks()),
                () -> assertEquals("localhost", f.tls().hostname()),
                () -> assertEquals("2a26b1a62e40d25d4de3babc9d532f30", f.tls().ja3Client()),
                () -> assertEquals("0debd3853f330c574b05e0b6d882dc27", f.tls().ja3Server()),
                () -> assertEquals("C=IT, ST=Some-State, O=ntop.org", f.tls().tlsIssuer()),
                () -> assertEquals("C=IT, ST=Some-State, O=ntop.org", f.tls().tlsSubject()),
                () -> assertEquals("2015-10-10 15:55:47", f.tls().certNotBefore()),
                () -> assertEquals("2016-10-09 15:55:47", f.tls().certNotAfter()));
    }

    @Test
    void ja3sSuffixIsDroppedAndIssuerKeepsItsPunctuation() throws Exception {
        List<FlowFacts> flows = recorded("tls12-expired-cert.pcap");
        FlowFacts weak = flow(flows, FlowKey.of(Transport.TCP, "192.168.4.149", 60540, "122.1.240.204", 443));
        assertAll(
                () -> assertEquals("TLS", weak.dpi().appName()),
                () -> assertEquals("Web", weak.dpi().category()),
                () -> assertNull(weak.tls().hostname(), "no SNI in this ClientHello"),
                () -> assertEquals("bd9c99b3a0f752c3ab8b052a79e9de3e", weak.tls().ja3Client()),
                () -> assertEquals("ab1e32eeaf70ee94c0af00f08d126891", weak.tls().ja3Server(), "[JA3S: ... (WEAK)]"),
                () -> assertEquals("C=US, O=VeriSign, Inc., OU=VeriSign Trust Network, OU=Terms of use at "
                        + "https://www.verisign.com/rpa (c)10, CN=VeriSign Class 3 Secure Server CA - G3", weak.tls().tlsIssuer()),
                () -> assertEquals("C=JP, ST=Tokyo, L=Sumida-ku, O=TOBU RAILWAY Co.,Ltd., OU=Terms of use at "
                        + "www.verisign.com/rpa (c)05, CN=www.tobu-estate.com", weak.tls().tlsSubject()),
                () -> assertEquals(List.of("weak_tls_cipher", "tls_probably_not_carrying_https",
                        "missing_sni_tls_extension", "tls_certificate_about_to_expire"), weak.dpi().risks()),
                () -> assertEquals("2013-02-08 00:00:00", weak.tls().certNotBefore()),
                () -> assertEquals("2014-03-14 23:59:59", weak.tls().certNotAfter()));
        FlowFacts expired = flow(flows, FlowKey.of(Transport.TCP, "192.168.4.149", 60539, "87.98.220.10", 443));
        assertAll(
                () -> assertEquals(List.of("tls_expired_certificate", "tls_probably_not_carrying_https",
                        "missing_sni_tls_extension"), expired.dpi().risks()),
                () -> assertEquals("ae7ebaa87c327353949114a3b85f13cc", expired.tls().ja3Server()),
                () -> assertEquals("OU=Domain Control Validated, OU=COMODO SSL, CN=www.spidh.org", expired.tls().tlsSubject()));

        FlowFacts insecure = recorded("tls12-basic.pcap").get(0);
        assertEquals("c253ec3ad88e42f8da4032682892f9a0", insecure.tls().ja3Server(), "[JA3S: ... (INSECURE)]");
        assertEquals("2011-05-04 00:00:00", insecure.tls().certNotBefore());
    }

    @Test
    void quicSni() throws Exception {
        FlowFacts f = flow(recorded("quic-curl-http3.pcap"), FlowKey.of(Transport.UDP, "172.17.0.2", 34347, "64.233.166.94", 443));
        assertAll(
                () -> assertEquals("Google", f.dpi().appName()),
                () -> assertEquals("Web", f.dpi().category()),
                () -> assertEquals("www.google.de", f.tls().hostname()),
                () -> assertEquals("f75253b5e2b4dcb3fdae9b78ce8c6e49", f.tls().ja3Client()),
                () -> assertNull(f.tls().ja3Server(), "nDPI gives no JA3S for QUIC"),
                () -> assertNull(f.tls().tlsIssuer()),
                () -> assertNull(f.tls().certNotBefore()),
                () -> assertEquals(List.of(), f.dpi().risks()));
    }

    @Test
    void clearTextCredentials() throws Exception {
        FlowFacts http = recorded("http-basic-auth.pcap").get(0);
        assertAll(
                () -> assertEquals(FlowKey.of(Transport.TCP, "10.0.0.2", 1087, "10.0.0.1", 2082), http.key()),
                () -> assertEquals("HTTP", http.dpi().appName()),
                () -> assertEquals("10.000.000.001", http.tls().hostname()),
                () -> assertEquals(List.of("known_protocol_on_non_standard_port", "clear_text_credentials"), http.dpi().risks()));

        List<FlowFacts> ftp = recorded("ftp-anonymous-download.pcap");
        FlowFacts control = flow(ftp, FlowKey.of(Transport.TCP, "192.168.1.212", 50694, "90.130.70.73", 21));
        assertAll(
                () -> assertEquals("FTP_CONTROL", control.dpi().appName()),
                () -> assertEquals("Download", control.dpi().category()),
                () -> assertEquals(List.of("unsafe_protocol", "clear_text_credentials"), control.dpi().risks()),
                () -> assertNull(control.tls().hostname(), "[User: anonymous][Pwd: NcFTP@] is no hostname"));
    }

    @Test
    void undetectedFlowsAreReadWithoutApplication() throws Exception {
        FlowFacts data = flow(recorded("ftp-anonymous-download.pcap"),
                FlowKey.of(Transport.TCP, "192.168.1.212", 50696, "90.130.70.73", 24523));
        assertAll(
                () -> assertNull(data.dpi().appName()),
                () -> assertNull(data.dpi().category()),
                () -> assertEquals("Unknown", data.dpi().confidence()),
                () -> assertEquals(List.of(), data.dpi().risks()));

        // nDPI flags risks on undetected flows too
        FlowFacts undetected = flow(recorded("ftp-ipv4.pcap"),
                FlowKey.of(Transport.TCP, "141.142.220.235", 59378, "199.233.217.249", 56667));
        assertNull(undetected.dpi().appName());
        assertEquals(List.of("clear_text_credentials"), undetected.dpi().risks());

        FlowFacts quic = flow(recorded("ipv6-http-mixed.pcap"),
                FlowKey.of(Transport.UDP, "2a00:d40:1:3:7aac:c0ff:fea7:d4c", 55145, "2a00:1450:400b:c02::5f", 443));
        assertNull(quic.dpi().appName());
    }

    @Test
    void ipv6AddressesLoseTheirBracketsAndTakeTsharksForm() throws Exception {
        List<FlowFacts> flows = recorded("ipv6-http.pcap");
        FlowFacts http = flows.get(0);
        // nDPI writes [2001:6f8:102d::2d0:9ff:fee3:e8de]: "::" for one zero group, where tshark writes ":0:"
        assertEquals(new FlowKey(Transport.TCP, "2001:6f8:102d:0:2d0:9ff:fee3:e8de", 59201, "2001:6f8:900:7c0::2", 80), http.key());
        assertEquals("HTTP", http.dpi().appName());
        assertEquals("cl-1985.ham-01.de.sixxs.net", http.tls().hostname());
        // [::]:0 -> [ff02::1:ff98:6e1]:0
        FlowFacts unspecified = flows.get(5);
        assertEquals(new FlowKey(Transport.ICMPV6, "::", 0, "ff02::1:ff98:6e1", 0), unspecified.key());
        assertEquals("ICMPV6", unspecified.dpi().appName());

        FlowFacts quic = recorded("ipv6-http-mixed.pcap").get(0);
        assertEquals(FlowKey.of(Transport.UDP, "2a00:d40:1:3:7aac:c0ff:fea7:d4c", 45931, "2a00:1450:4001:803::1017", 443), quic.key());
        assertEquals("www.google.it", quic.tls().hostname());
    }

    @Test
    void guessesKeepTheirConfidence() throws Exception {
        List<FlowFacts> mixed = recorded("ipv6-http-mixed.pcap");
        FlowFacts byPort = flow(mixed, FlowKey.of(Transport.TCP, "2a00:d40:1:3:7aac:c0ff:fea7:d4c", 41776, "2a00:1450:4001:803::1017", 443));
        assertEquals("Match by port", byPort.dpi().confidence());
        assertEquals("TLS", byPort.dpi().appName());

        FlowFacts byIp = flow(recorded("tor.pcap"), FlowKey.of(Transport.TCP, "192.168.1.252", 51104, "157.56.30.46", 443));
        assertEquals("Match by IP", byIp.dpi().confidence());
        assertEquals("Azure", byIp.dpi().appName());
        assertEquals("Cloud", byIp.dpi().category());

        assertEquals("DPI (cache)", recorded("bittorrent.pcap").get(0).dpi().confidence());
    }

    @Test
    void freeFormTagsAfterTheHostnameAreNotPartOfIt() throws Exception {
        // DNS: [Hostname/SNI: google.com][::]   mDNS: [Hostname/SNI: linux.local][linux.local]
        FlowFacts dns = flow(recorded("dns-mixed-records.pcap"), FlowKey.of(Transport.UDP, "192.168.170.8", 32795, "192.168.170.20", 53));
        assertEquals("google.com", dns.tls().hostname());
        assertEquals("Google", dns.dpi().appName(), "[proto: 5.126/DNS.Google]");
        assertEquals("Web", dns.dpi().category());

        List<FlowFacts> ipv6 = recorded("ipv6-http.pcap");
        assertEquals("linux.local", ipv6.get(2).tls().hostname());
        assertEquals("MDNS", ipv6.get(2).dpi().appName());
        assertEquals("johanna-qemu-virtual-machine.local", recorded("mdns.pcap").get(0).tls().hostname());
    }

    @Test
    void transportsOtherThanTcpUdpIcmp() throws Exception {
        FlowFacts icmp = recorded("icmp-pings.pcap").get(0);
        assertEquals(new FlowKey(Transport.ICMP, "172.16.133.2", 0, "172.217.11.78", 0), icmp.key());
        assertEquals("ICMP", icmp.dpi().appName());

        FlowFacts gre = recorded("gre-sample.pcap").get(0);  // "47 172.27.1.66:0 <-> 66.59.109.137:0"
        assertEquals(new FlowKey(Transport.IP, "172.27.1.66", 0, "66.59.109.137", 0), gre.key());
        assertEquals("GRE", gre.dpi().appName());

        FlowFacts igmp = recorded("mdns.pcap").get(3);      // "IGMP 10.0.2.7:0 -> 224.0.0.22:0"
        assertEquals(new FlowKey(Transport.IP, "10.0.2.7", 0, "224.0.0.22", 0), igmp.key());
        assertEquals("IGMP", igmp.dpi().appName());
    }

    @Test
    void tunnelPrefixAndSubProtocols() throws Exception {
        FlowFacts gtp = recorded("gtp-fragmented.pcap").get(0);  // [proto: GTP:124/YouTube]
        assertEquals(FlowKey.of(Transport.TCP, "10.131.47.185", 1923, "79.101.110.141", 80), gtp.key());
        assertEquals("YouTube", gtp.dpi().appName());
        assertEquals("Media", gtp.dpi().category());

        List<FlowFacts> tor = recorded("tor.pcap");
        FlowFacts relay = flow(tor, FlowKey.of(Transport.TCP, "192.168.1.252", 51112, "38.229.70.53", 443));
        assertEquals("Tor", relay.dpi().appName());
        assertEquals("VPN", relay.dpi().category());
        assertEquals(List.of("obsolete_tls_version_1_1_or_older", "suspicious_dga_domain_name", "unsafe_protocol"), relay.dpi().risks());
        FlowFacts netbios = flow(tor, FlowKey.of(Transport.UDP, "192.168.1.252", 138, "192.168.1.255", 138));
        assertEquals("SMBv1", netbios.dpi().appName());
        assertEquals("endian-pc", netbios.tls().hostname());
    }

    @Test
    void aValueWithALineEndContinuesOnTheNextLine() throws Exception {
        // telnet: "[Username: fake\r\n][bytes ratio: ...]" - the flow spans two lines of the file
        String text = recordedText("telnet-login.pcap");
        assertTrue(text.contains("[Username: fake\r\n][bytes ratio: "));
        FlowFacts telnet = parse(text).get(0);
        assertEquals(FlowKey.of(Transport.TCP, "192.168.0.2", 1550, "192.168.0.1", 23), telnet.key());
        assertEquals("Telnet", telnet.dpi().appName());
        assertEquals("RemoteAccess", telnet.dpi().category());
        assertEquals(List.of("unsafe_protocol"), telnet.dpi().risks(), "the items after the line end are read");
        assertNull(telnet.tls().hostname());
    }

    @Test
    void crLfLineEndsReadTheSame() throws Exception {
        for (String capture : List.of("tor.pcap", "ftp-ipv4.pcap", "telnet-login.pcap")) {
            String text = recordedText(capture);
            assertEquals(parse(text), parse(text.replace("\n", "\r\n")), capture);
        }
    }

    @Test
    void aBracketInsideAValueDoesNotEndIt() throws Exception {
        String real = flowLine("tls12-selfsigned-expired-loopback.pcap", "127.0.0.1:51607");
        String issuer = "[Issuer: C=IT, ST=Some-State, O=ntop.org]";
        assertTrue(real.contains(issuer));
        String odd = "C=IT, ST=Some-State, O=ntop]org, OU=[lab][b]x][y, CN=ntop.org][Firefox";
        FlowFacts f = NdpiFlowParser.parseLine(real.replace(issuer, "[Issuer: " + odd + "]"));
        assertNotNull(f);
        assertAll(
                () -> assertEquals(odd.replace("][Firefox", ""), f.tls().tlsIssuer(),
                        "a known bare tag after ][ does end the value"),
                () -> assertEquals("C=IT, ST=Some-State, O=ntop.org", f.tls().tlsSubject()),
                () -> assertEquals("2015-10-10 15:55:47", f.tls().certNotBefore()),
                () -> assertEquals("2016-10-09 15:55:47", f.tls().certNotAfter()),
                () -> assertEquals("0debd3853f330c574b05e0b6d882dc27", f.tls().ja3Server()),
                () -> assertEquals(List.of("known_protocol_on_non_standard_port", "self_signed_certificate",
                        "tls_expired_certificate"), f.dpi().risks()));

        String plain = "C=IT, ST=Some-State, O=ntop]org [test]";
        FlowFacts g = NdpiFlowParser.parseLine(real.replace(issuer, "[Issuer: " + plain + "]"));
        assertEquals(plain, g.tls().tlsIssuer());
        assertEquals("C=IT, ST=Some-State, O=ntop.org", g.tls().tlsSubject());
    }

    @Test
    void realUserAgentWithBracketTagsInside() {
        // recorded from large-mixed-merged.pcap (nDPI 4.2): the User-Agent ends in "-[MANUFACTURER=LGE]...]"
        String line = "\t17\tTCP 172.16.42.216:51986 <-> 52.84.63.56:80 [proto: 7.178/HTTP.Amazon][ClearText]"
                + "[Confidence: DPI][cat: Web/5][31 pkts/3707 bytes <-> 28 pkts/31731 bytes][Goodput ratio: 44/94]"
                + "[1.26 sec][Hostname/SNI: ecx.images-amazon.com][bytes ratio: -0.791 (Download)]"
                + "[IAT c2s/s2c min/avg/max/stddev: 0/0 32/21 364/286 86/68]"
                + "[Pkt Len c2s/s2c min/avg/max/stddev: 66/66 120/1133 613/1514 162/585]"
                + "[URL: ecx.images-amazon.com/images/I/81diFQyVjHL._SL210_QL95_.png][StatusCode: 200]"
                + "[Content-Type: image/jpeg][User-Agent: Mozilla/5.0 (Linux; Android 5.1.1; LGLS751 Build/LMY47V; wv) "
                + "AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/56.0.2924.87 Mobile Safari/537.36 "
                + "PitanguiBridge/1.16.4.5-[MANUFACTURER=LGE][RELEASE=5.1.1][BRAND=lge][SDK=22][MODEL=LGLS751]]"
                + "[PLAIN TEXT (GET /images/I/81diF)]"
                + "[Plen Bins: 3,0,0,0,0,0,0,0,0,0,0,7,0,0,0,0,3,11,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,3,68,0,0]";
        Map<String, String> values = NdpiItems.keyedValues(line.substring(line.indexOf(" [") + 1));
        assertEquals("Mozilla/5.0 (Linux; Android 5.1.1; LGLS751 Build/LMY47V; wv) AppleWebKit/537.36 (KHTML, like Gecko) "
                + "Version/4.0 Chrome/56.0.2924.87 Mobile Safari/537.36 "
                + "PitanguiBridge/1.16.4.5-[MANUFACTURER=LGE][RELEASE=5.1.1][BRAND=lge][SDK=22][MODEL=LGLS751]",
                values.get("User-Agent"));
        assertTrue(values.get("Plen Bins").startsWith("3,0,0"));
        FlowFacts f = NdpiFlowParser.parseLine(line);
        assertEquals("Amazon", f.dpi().appName());
        assertEquals("ecx.images-amazon.com", f.tls().hostname());
    }

    @Test
    void keyedValuesOfARealLine() throws Exception {
        String line = flowLine("ftp-anonymous-download.pcap", ":50694 ");
        Map<String, String> values = NdpiItems.keyedValues(line.substring(line.indexOf(" [") + 1));
        assertEquals("1/FTP_CONTROL", values.get("proto"));
        assertEquals("anonymous", values.get("User"));
        assertEquals("NcFTP@", values.get("Pwd"));
        assertEquals("0.038 (Mixed)", values.get("bytes ratio"));
        assertEquals("** Unsafe Protocol **** Clear-Text Credentials **", values.get("Risk"));
        assertEquals("110", values.get("Risk Score"));

        String ssh = flowLine("ssh.pcap", ":58395 ");
        Map<String, String> sshValues = NdpiItems.keyedValues(ssh.substring(ssh.indexOf(" [") + 1));
        assertEquals("SSH-2.0-OpenSSH_5.6", sshValues.get("Server"));
        assertEquals("21B457A327CE7A2D4FCE5EF2C42400BD", sshValues.get("HASSH-C"));
        // nDPI 4.2 prints the SSH client banner as the hostname
        assertEquals("SSH-2.0-OpenSSH_5.3", NdpiFlowParser.parseLine(ssh).tls().hostname());
    }

    @Test
    void unreadableFlowsGiveNothingAndTheirTextStaysTheirs() throws Exception {
        String valid = "\t2\tTCP 10.0.0.1:1234 <-> 10.0.0.2:80 [proto: 7/HTTP][ClearText][Confidence: DPI][cat: Web/5]"
                + "[1 pkts/60 bytes <-> 1 pkts/60 bytes][Goodput ratio: 0/0][< 1 sec][Hostname/SNI: a.example]"
                + "[Plen Bins: 0,0]";
        String text = String.join("\n",
                "Guessed flow protos:\t0",
                "",
                "DPI Packets (TCP):\t7\t(7.00 pkts/flow)",
                "Confidence Unknown          : 2 (flows)",
                "Confidence DPI              : 4 (flows)",
                "",
                "JA3 Host Stats: ",
                "\t\t IP Address                  \t # JA3C     ",
                "\t1\t 192.168.2.222            \t 1      ",
                "",
                "",
                "\t1\tTCP 10.0.0.1:1234 <-> 10.0.0.2:99999999 [proto: 7/HTTP][ClearText]",
                "\t1\tTCP 10.0.0.1:1234 <-> 10.0.0.2:70000 [proto: 7/HTTP][ClearText]",
                "\t1\tTCP 10.0.0.1 <-> 10.0.0.2:80 [proto: 7/HTTP]",
                "\tx\tTCP 10.0.0.1:1 <-> 10.0.0.2:80 [proto: 7/HTTP]",
                "\t1\ttcp 10.0.0.1:1 <-> 10.0.0.2:80 [proto: 7/HTTP]",
                "\t1\tTCP 10.0.0.1:1 <=> 10.0.0.2:80 [proto: 7/HTTP]",
                "\u0000\u0001[[]]][",
                "][][",
                valid,
                "\t3\tUDP 10.0.0.1:1 -> 10.0.0.2:53 []",
                "\t4\tUDP 10.0.0.1:1 -> 10.0.0.2:53 [proto: 5/DNS][ClearText",
                "",
                "",
                "Undetected flows:",
                "\t1\tUDP 10.0.0.3:1 -> 10.0.0.4:2 [proto: ][Confidence: ][cat: ][Risk: **][Validity: x]",
                "\t2\tTCP 10.0.0.1:1234 <-> 10.0.0.2:80 [proto: 7/HTTP][ClearText",
                "garbage after a cut-off flow line");
        List<FlowFacts> flows = parse(text);
        assertEquals(3, flows.size(), flows.toString());
        FlowFacts a = flows.get(0);
        assertEquals(FlowKey.of(Transport.TCP, "10.0.0.1", 1234, "10.0.0.2", 80), a.key());
        assertEquals("HTTP", a.dpi().appName());
        assertEquals("a.example", a.tls().hostname());
        // "[]" still has the form of a flow line; it just says nothing
        assertEquals(new FlowFacts(FlowKey.of(Transport.UDP, "10.0.0.1", 1, "10.0.0.2", 53), DpiFacts.NONE, TlsFacts.NONE), flows.get(1));
        FlowFacts empty = flows.get(2);
        assertEquals(FlowKey.of(Transport.UDP, "10.0.0.3", 1, "10.0.0.4", 2), empty.key());
        assertNull(empty.dpi().appName());
        assertNull(empty.dpi().category());
        assertNull(empty.dpi().confidence());
        assertEquals(List.of(), empty.dpi().risks());
        assertNull(empty.tls().certNotBefore());

        assertEquals(List.of(), parse(""));
        assertEquals(List.of(), parse("\n\n\t1\t 1.2.3.4 \t 1\n"));
    }

    @Test
    void aListThatDoesNotFitTheSummaryFailsSayingSo() {
        String flow = "\t1\tTCP 10.0.0.1:1234 <-> 10.0.0.2:80 [proto: 7/HTTP][ClearText][Confidence: DPI][cat: Web/5]";
        ToolFailure fewer = assertThrows(ToolFailure.class,
                () -> parse("Confidence DPI              : 2 (flows)\n\n" + flow + "\n"));
        assertEquals("ndpiReader's flow list does not match its own count of 2 flows (0 undetected)", fewer.reason());
        assertThrows(ToolFailure.class, () -> parse(flow + "\n"), "flows but no summary");
        assertThrows(ToolFailure.class, () -> parse("Confidence DPI              : 1 (flows)\n\n"
                + flow.replace("\t1\t", "\t2\t") + "\n"), "the first flow is not flow 1");
        assertThrows(ToolFailure.class, () -> parse("Confidence Unknown          : 1 (flows)\n"
                + "Confidence DPI              : 1 (flows)\n\n" + flow + "\n"), "no undetected flow listed");
        assertThrows(ToolFailure.class, () -> parse("Confidence DPI              : 1 (flows)\n"), "no flow listed");
    }

    @Test
    void noLineMakesItThrow() throws Exception {
        Random random = new Random(42);
        for (String capture : List.of("tls12-expired-cert.pcap", "dns-mixed-records.pcap", "ipv6-http.pcap",
                "telnet-login.pcap", "ftp-ipv4.pcap")) {
            String text = recordedText(capture);
            List<String> lines = text.lines().filter(l -> l.startsWith("\t")).toList();
            for (String line : lines) {
                for (int cut = 0; cut <= line.length(); cut++) {
                    String prefix = line.substring(0, cut);
                    assertDoesNotThrow(() -> NdpiFlowParser.parseLine(prefix));
                }
                for (int i = 0; i < 300; i++) {
                    char[] chars = line.toCharArray();
                    for (int k = 0; k < 4; k++) {
                        chars[random.nextInt(chars.length)] = "[]: *\n/-".charAt(random.nextInt(8));
                    }
                    String mutated = new String(chars);
                    assertDoesNotThrow(() -> NdpiFlowParser.parseLine(mutated));
                }
            }
            for (int cut = 0; cut <= text.length(); cut += 7) {
                String prefix = text.substring(0, cut);
                assertDoesNotThrow(() -> {
                    try {
                        parse(prefix);
                    } catch (ToolFailure cutShort) {
                        // a list cut before its last flow does not fit its summary
                    }
                });
            }
        }
    }
}
