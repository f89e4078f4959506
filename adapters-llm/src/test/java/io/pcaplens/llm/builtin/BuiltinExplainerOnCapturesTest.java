package io.pcaplens.llm.builtin;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in explainer on real packets of the shared corpus, read with tshark as the service reads them. Each
 * explanation must name the facts the packet holds (the queried name and type, the status code, the flags'
 * meaning …) and nothing the packet does not.
 */
class BuiltinExplainerOnCapturesTest {

    private final BuiltinExplainer explainer = new BuiltinExplainer();

    private String explain(CapturedConversation conversation, long frame) {
        Explanation e = explainer.explain(conversation.context(), conversation.frame(frame));
        assertEquals(ExplanationSource.BUILTIN, e.source());
        assertEquals(BuiltinExplainer.VERSION, e.producer());
        return e.text();
    }

    private static void assertMentions(String text, String... facts) {
        for (String fact : facts) {
            assertTrue(text.contains(fact), () -> "\"" + fact + "\" missing from: " + text);
        }
    }

    private static void assertOmits(String text, String secret) {
        assertFalse(text.contains(secret), () -> "\"" + secret + "\" should not be in: " + text);
    }

    @Test
    void tcpHandshakeAndTeardown() {
        CapturedConversation http = CapturedConversation.of("http-pdf-download.pcap", "tcp.stream==0");
        assertMentions(explain(http, 1), "192.168.98.125", "open a TCP connection", "port 80", "SYN", "first step");
        assertMentions(explain(http, 2), "37.187.126.138", "SYN-ACK", "second step");
        assertMentions(explain(http, 3), "third step", "established");
        assertMentions(explain(http, 12), "192.168.98.125", "closing", "FIN");
    }

    @Test
    void tcpResetsAndScannerProbes() {
        CapturedConversation smb = CapturedConversation.of("tcp-scan.pcapng", "tcp.port==445");
        assertMentions(explain(smb, 12), "192.168.1.2", "RST", "port 445", "refused");
        assertMentions(explain(CapturedConversation.of("tcp-scan.pcapng", "tcp.port==3391"), 25), "no flags", "port 3391");
        assertMentions(explain(CapturedConversation.of("tcp-scan.pcapng", "tcp.port==3392"), 29), "FIN, PSH and URG", "Xmas");
    }

    @Test
    void tcpRetransmissionZeroWindowKeepAliveAndDuplicateAck() {
        // frame 2: "[TCP Retransmission] 11371 → 8080 [SYN] …"
        assertMentions(explain(CapturedConversation.of("http-post-upload.pcap", "tcp.stream==0"), 2),
                "port 8080", "retransmission", "not acknowledged");
        // frame 1535: "[TCP ZeroWindow] 3254 → 80 [ACK] … Win=0 Len=0"
        assertMentions(explain(CapturedConversation.of("large-mixed-merged.pcap", "tcp.stream==4", 1540), 1535),
                "zero receive window", "buffer is full", "stop sending");
        // frame 1362: "[TCP Keep-Alive] 57094 → 445 [ACK] … Len=1": a probe, not one byte of data
        String keepAlive = explain(CapturedConversation.of("large-mixed-merged.pcap", "tcp.stream==2", 1400), 1362);
        assertMentions(keepAlive, "keep-alive", "idle connection");
        assertOmits(keepAlive, "1 byte of data");
        // frame 256: "[TCP Dup ACK 251#1] 58395 → 22 [ACK] …"
        assertMentions(explain(CapturedConversation.of("ssh.pcap", "tcp.stream==0"), 256),
                "duplicate #1", "frame 251", "packet loss");
    }

    @Test
    void udpDatagram() {
        // "30000 → 13000 Len=4"
        assertMentions(explain(CapturedConversation.of("ipip-4in4.pcap", "udp.stream==0"), 1),
                "UDP datagram", "4 bytes", "port 30000", "port 13000");
    }

    @Test
    void dnsQueriesAndAnswers() {
        CapturedConversation dns = CapturedConversation.of("dns-mixed-records.pcap", "udp.stream==0");
        assertMentions(explain(dns, 11), "192.168.170.8", "192.168.170.20", "AAAA", "IPv6 address", "www.netbsd.org");
        assertMentions(explain(dns, 10), "A query", "www.netbsd.org", "204.152.190.12");
        assertMentions(explain(dns, 22), "www.example.notginh", "AAAA", "does not exist", "No such name", "NXDOMAIN");
        assertMentions(explain(dns, 7), "66.192.9.104", "reverse lookup", "PTR");
        assertMentions(explain(dns, 16), "www.google.com", "CNAME", "www.l.google.com");
        assertMentions(explain(dns, 4), "MX", "smtp4.google.com", "preference 40", "more records");
    }

    @Test
    void tlsHandshakeAlertsAndEncryptedData() {
        String sni = CapturedConversation.field("tls-client-certificate.pcap", "tls.handshake.type==1",
                "tls.handshake.extensions_server_name");
        CapturedConversation withClientCertificate = CapturedConversation.of("tls-client-certificate.pcap",
                "tcp.stream==0").withHostname(sni);
        assertMentions(explain(withClientCertificate, 4), "Client Hello", "certauth.idrix.fr", "SNI");
        assertMentions(explain(withClientCertificate, 11), "certificate chain", "asks the client for a certificate");

        CapturedConversation basic = CapturedConversation.of("tls12-basic.pcap", "tcp.stream==0");
        assertMentions(explain(basic, 5), "68.233.76.12", "Server Hello", "TLS 1.2", "cipher suite");
        assertMentions(explain(basic, 8), "certificate chain", "end of its hello messages");
        String applicationData = explain(basic, 13);
        assertMentions(applicationData, "10.0.0.80", "102 bytes", "encrypted TLS", "cannot be read");
        assertMentions(explain(basic, 20), "encrypted alert");

        // frame 94: "Alert (Level: Warning, Description: Unrecognized Name), Server Hello"
        assertMentions(explain(CapturedConversation.of("ipv6-http-mixed.pcap", "tcp.stream==4"), 94),
                "warning-level TLS alert", "Unrecognized Name", "Server Hello");
    }

    @Test
    void quicInitialAndProtectedPackets() {
        String sni = CapturedConversation.field("quic-curl-http3.pcap", "frame.number==1",
                "tls.handshake.extensions_server_name");
        CapturedConversation quic = CapturedConversation.of("quic-curl-http3.pcap", "udp.stream==0").withHostname(sni);
        assertMentions(explain(quic, 1), "172.17.0.2", "QUIC Initial", "handshake", "www.google.de");
        assertMentions(explain(quic, 3), "QUIC Handshake", "encrypted");
        assertMentions(explain(quic, 8), "64.233.166.94", "1052 bytes", "encrypted QUIC", "cannot be read");
    }

    @Test
    void httpRequestsAndStatusLines() {
        CapturedConversation pdf = CapturedConversation.of("http-pdf-download.pcap", "tcp.stream==0");
        assertMentions(explain(pdf, 4), "192.168.98.125", "HTTP GET", "/~regit/r.pdf", "unencrypted");
        assertMentions(explain(pdf, 10), "37.187.126.138", "HTTP status 200 OK", "succeeded", "application/pdf");
        // frame 6 is labelled TCP: "HTTP/1.1 200 OK  [TCP segment of a reassembled PDU]"
        assertMentions(explain(pdf, 6), "HTTP status 200", "later segments");
        assertMentions(explain(CapturedConversation.of("http-basic-auth.pcap", "tcp.stream==0"), 6),
                "HTTP status 304 Not Modified", "cached copy");
    }

    @Test
    void arpRequestsRepliesAndAnnouncements() {
        CapturedConversation arp = CapturedConversation.of("arp-cloudshark.pcap",
                "arp.src.proto_ipv4==10.10.10.2 || arp.dst.proto_ipv4==10.10.10.2");
        assertMentions(explain(arp, 1), "10.10.10.2 asks", "10.10.10.1", "ARP request", "MAC");
        assertMentions(explain(arp, 2), "10.10.10.1 replies that it is at", "00:1d:09:f0:92:ab", "ARP reply");
        // frame 5: "ARP Announcement for 192.168.22.81"
        assertMentions(explain(CapturedConversation.of("linux-sll-arp.pcap", "arp.src.proto_ipv4==192.168.22.81"), 5),
                "192.168.22.81 announces its own address", "gratuitous ARP");
    }

    @Test
    void icmpEchoAndUnreachable() {
        CapturedConversation ping = CapturedConversation.of("icmp-pings.pcap", "icmp");
        assertMentions(explain(ping, 1), "172.16.133.2 pings 172.217.11.78", "echo request", "sequence 1");
        assertMentions(explain(ping, 2), "172.217.11.78", "echo reply", "reachable");
        assertMentions(explain(CapturedConversation.of("icmp-destunreach-udp.pcap", "icmp"), 1),
                "could not be delivered", "Port unreachable", "no program listens");
    }

    @Test
    void icmpv6EchoAndNeighbourDiscovery() {
        assertMentions(explain(CapturedConversation.of("icmp6-ping.pcap", "icmpv6"), 1),
                "2620:0:e00:400e:d1d:db37:beb:5aac pings 2001:4860:8006::63", "ICMPv6 echo request", "sequence 3");
        CapturedConversation nd = CapturedConversation.of("ipv6-http.pcap",
                "icmpv6 && ipv6.src==fe80::211:25ff:fe82:95b5");
        assertMentions(explain(nd, 1), "2001:6f8:102d:0:211:25ff:fe82:95b5", "neighbour solicitation");
        assertMentions(explain(nd, 33), "router advertisement", "prefixes");
        assertMentions(explain(CapturedConversation.of("teredo.pcap", "icmpv6"), 6), "router solicitation");
    }

    @Test
    void dhcpExchange() {
        CapturedConversation broadcast = CapturedConversation.of("dhcp.pcap", "ip.src==0.0.0.0");
        assertMentions(explain(broadcast, 1), "no IP address yet", "DHCP Discover", "0x3d1d");
        assertMentions(explain(broadcast, 3), "DHCP Request", "0x3d1e");
        CapturedConversation server = CapturedConversation.of("dhcp.pcap", "ip.src==192.168.0.1");
        assertMentions(explain(server, 2), "192.168.0.1 offers", "DHCP Offer");
        assertMentions(explain(server, 4), "192.168.0.1 confirms the lease", "DHCP ACK");
    }

    @Test
    void sshBannersKeyExchangeAndEncryptedPackets() {
        CapturedConversation ssh = CapturedConversation.of("ssh.pcap", "tcp.stream==0");
        assertMentions(explain(ssh, 4), "172.16.238.168, the SSH server", "SSH-2.0-OpenSSH_5.3", "OpenSSH_5.3");
        assertMentions(explain(ssh, 8), "the SSH client", "key exchange");
        assertMentions(explain(ssh, 18), "New Keys", "encrypted");
        assertMentions(explain(ssh, 20), "114 bytes", "encrypted SSH");
    }

    @Test
    void ftpCommandsRepliesAndData() {
        CapturedConversation control = CapturedConversation.of("ftp-ipv4.pcap", "tcp.stream==0");
        assertMentions(explain(control, 4), "replies 220", "ready");
        assertMentions(explain(control, 6), "USER anonymous", "'anonymous'");
        String pass = explain(control, 9);    // "Request: PASS test"
        assertMentions(pass, "PASS", "clear text");
        assertOmits(pass, "test");
        assertMentions(explain(control, 20), "passive mode", "199.233.217.249 port 56666");
        assertMentions(explain(control, 44), "RETR robots.txt", "downloading");
        assertMentions(explain(CapturedConversation.of("ftp-ipv4.pcap", "tcp.stream==1"), 28),
                "342 bytes", "FTP data connection", "directory listing");
    }

    @Test
    void smtpCommandsRepliesAndTheMessage() {
        CapturedConversation smtp = CapturedConversation.of("smtp-zip-attachment.pcap", "tcp.stream==0");
        assertMentions(explain(smtp, 6), "EHLO", "greets the mail server");
        assertMentions(explain(smtp, 8), "replies 250", "STARTTLS", "extensions");
        assertMentions(explain(smtp, 9), "MAIL From:<xxxxx@xxx.net>", "sender");
        assertMentions(explain(smtp, 14), "replies 354", "message content");
        assertMentions(explain(smtp, 18), "zip test", "application/zip");
        assertMentions(explain(smtp, 20), "queued as 5CF8324407F");
    }

    @Test
    void pop3CommandsAndReplies() {
        CapturedConversation pop = CapturedConversation.of("pop3.pcap", "tcp.stream==0");
        assertMentions(explain(pop, 6), "USER cicciopernacchio@mail.com", "logging in");
        String pass = explain(pop, 10);     // "C: pass pippozzo"
        assertMentions(pass, "PASS", "clear text");
        assertOmits(pass, "pippozzo");
        assertMentions(explain(pop, 11), "+OK", "2 messages");
        assertMentions(explain(pop, 19), "RETR 2", "message 2");
    }

    @Test
    void smbSessionSetupAndTreeConnect() {
        CapturedConversation smb = CapturedConversation.of("large-mixed-merged.pcap", "tcp.stream==0", 20);
        assertMentions(explain(smb, 4), "dialects", "SMB2 Negotiate Protocol request");
        assertMentions(explain(smb, 7), "STATUS_MORE_PROCESSING_REQUIRED", "normal");
        assertMentions(explain(smb, 8), "authenticates", "user2");
        assertMentions(explain(smb, 10), "connects to a share", "\\\\172.17.0.189\\share2");
    }

    @Test
    void ntpClientAndServer() {
        CapturedConversation ntp = CapturedConversation.of("gre-sample.pcap", "ntp");
        assertMentions(explain(ntp, 9), "172.27.1.66 asks 66.59.109.137", "current time", "NTP version 4");
        assertMentions(explain(ntp, 10), "66.59.109.137", "time server");
    }

    @Test
    void anythingElseGetsAGenericSentenceWithTheDissectorsSummary() {
        // frame 30: a Teredo connectivity test, which no family knows
        assertMentions(explain(CapturedConversation.of("teredo.pcap", "udp.stream==1"), 30),
                "94-byte TEREDO packet", "Direct IPv6 Connectivity Test");
    }
}
