package io.pcaplens.dissector.host;

import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.host.log.DnsMessage;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The DNS and HTTP messages a server received and sent, against what tshark's own JSON output shows of every frame
 * of the capture ({@link TsharkView}): those addressed to the server that are queries or requests, those from it
 * that are responses, over IPv4, IPv6 (in a 6in4 tunnel too) and TCP; multicast DNS is no server's.
 */
class TsharkServerMessagesTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;
    private final TsharkServerMessages reader = new TsharkServerMessages();

    private static String src(TsharkView.Frame f) {
        return f.all("ipv6.src").isEmpty() ? last(f.all("ip.src")) : last(f.all("ipv6.src"));
    }

    private static String dst(TsharkView.Frame f) {
        return f.all("ipv6.dst").isEmpty() ? last(f.all("ip.dst")) : last(f.all("ipv6.dst"));
    }

    private static String last(List<String> values) {
        return values.isEmpty() ? "" : values.get(values.size() - 1);
    }

    private static final List<String> ADDRESSES = List.of("frame.number", "ip.src", "ip.dst", "ipv6.src", "ipv6.dst");

    private static List<String> with(List<String> more) {
        List<String> all = new ArrayList<>(ADDRESSES);
        all.addAll(more);
        return all;
    }

    private void dnsMatchesTshark(String capture, String server) throws Exception {
        List<String> expected = new ArrayList<>();
        for (TsharkView.Frame f : TsharkView.read(PCAPS.resolve(capture), with(List.of("frame.protocols",
                "dns.flags.response", "dns.qry.name", "dns.flags.rcode", "dns.response_to")))) {
            if (!f.first("frame.protocols").contains(":dns")) {
                continue;   // multicast DNS (mdns) is no server's log
            }
            String response = f.first("dns.flags.response");
            boolean query = response.equals("0") || response.equals("false");
            boolean answer = response.equals("1") || response.equals("true");
            if ((query && dst(f).equals(server)) || (answer && src(f).equals(server))) {
                expected.add(f.first("frame.number") + " " + answer + " " + (answer ? dst(f) : src(f)) + " "
                        + f.first("dns.qry.name") + " " + (answer ? f.first("dns.flags.rcode") : "") + " "
                        + f.first("dns.response_to"));
            }
        }
        List<String> read = new ArrayList<>();
        reader.dns(PCAPS.resolve(capture), server, m -> read.add(m.frame() + " " + m.response() + " " + m.client() + " "
                + m.name() + " " + (m.rcode() == null ? "" : rcodeNumber(m)) + " "
                + (m.queryFrame() == null ? "" : m.queryFrame())));
        assertFalse(expected.isEmpty(), capture + ": tshark shows no DNS message of " + server);
        assertEquals(expected, read, capture);
    }

    /** The reply code's number, as tshark's field holds it. */
    private static String rcodeNumber(DnsMessage m) {
        return String.valueOf(List.of("NoError", "FormErr", "ServFail", "NXDomain", "NotImp", "Refused")
                .indexOf(m.rcode()));
    }

    private void httpMatchesTshark(String capture, String server) throws Exception {
        List<String> expected = new ArrayList<>();
        for (TsharkView.Frame f : TsharkView.read(PCAPS.resolve(capture), with(List.of("http.request.method",
                "http.request.uri", "http.host", "http.response.code", "http.request_in")))) {
            boolean request = !f.first("http.request.method").isEmpty();
            boolean response = !f.first("http.response.code").isEmpty();
            if ((request && dst(f).equals(server)) || (response && src(f).equals(server))) {
                expected.add(f.first("frame.number") + " " + response + " " + (response ? dst(f) : src(f)) + " "
                        + f.first("http.request.method") + " " + f.first("http.host") + " "
                        + f.first("http.request.uri") + " " + f.first("http.response.code") + " "
                        + f.first("http.request_in"));
            }
        }
        List<String> read = new ArrayList<>();
        reader.http(PCAPS.resolve(capture), server, m -> read.add(m.frame() + " " + m.response() + " " + m.client()
                + " " + text(m.method()) + " " + text(m.host()) + " " + text(m.path()) + " "
                + (m.status() == null ? "" : m.status()) + " " + (m.requestFrame() == null ? "" : m.requestFrame())));
        assertFalse(expected.isEmpty(), capture + ": tshark shows no HTTP message of " + server);
        assertEquals(expected, read, capture);
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    @Test
    void aResolversQueriesAndAnswersOverIpv4() throws Exception {
        dnsMatchesTshark("dns-mixed-records.pcap", "192.168.170.20");
    }

    @Test
    void aResolversQueriesAndAnswersOverTcp() throws Exception {
        dnsMatchesTshark("dns-over-tcp.pcap", "10.2.95.39");
    }

    @Test
    void aResolversQueriesAndAnswersOverIpv6InsideIpv4() throws Exception {
        dnsMatchesTshark("ipv6-in-ipv4-6in4.pcap", "2a03:2880:fffe:b:face:b00c:0:99");
    }

    @Test
    void aWebServersRequestsAndResponsesOverIpv4AndIpv6() throws Exception {
        httpMatchesTshark("http-bro-org-browsing.pcap", "192.150.187.43");
        httpMatchesTshark("ipv6-http.pcap", "2001:6f8:900:7c0::2");
    }

    @Test
    void anAddressNotInCanonicalFormIsRefusedBeforeTsharkRuns() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> reader.dns(PCAPS.resolve("dns-mixed-records.pcap"), "192.168.170.20 || 1", m -> { }));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> reader.http(PCAPS.resolve("ipv6-http.pcap"), "2001:06f8:900:7c0::2", m -> { }));
    }

}
