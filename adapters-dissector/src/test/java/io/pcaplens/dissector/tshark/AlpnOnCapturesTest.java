package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The application protocols a flow's first Client Hello offered (ALPN), on the corpus's TLS and QUIC captures
 * read in two slices, against the ALPN strings tshark itself gives for the first hello of each flow.
 */
class AlpnOnCapturesTest {

    @TempDir
    Path work;

    private List<ConversationRow> rows(Path capture) throws Exception {
        TsharkDissector dissector = new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE);
        List<DissectedSlice> slices = new ArrayList<>();
        for (CaptureSlice slice : dissector.slice(capture, work, 2)) {
            DissectedSlice found = new DissectedSlice();
            DissectionOutcome outcome = dissector.dissect(slice, found::add, bytes -> { });
            slices.add(found.ended(outcome.packets(), outcome.truncation(), outcome.untimed()).numbered(key -> 0));
        }
        return DissectedCapture.merge(slices).rows(new CaptureId("00000000-0000-0000-0000-000000000000"));
    }

    /** A flow named by its transport and its two ends, whichever way round. */
    private static String flow(String transport, String a, String aPort, String b, String bPort) {
        TreeSet<String> ends = new TreeSet<>(List.of(a + " " + aPort, b + " " + bPort));
        return transport + " " + String.join(" / ", ends);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tls13-curl.pcap", "tls12-basic.pcap", "tls13-wolfssl.pcap",
            "quic-curl-http3.pcap", "quic-firefox-google.pcap", "ipv6-http-mixed.pcap"})
    void eachFlowCarriesTheAlpnOfItsFirstClientHello(String name) throws Exception {
        Path capture = PacketDissectorContract.PCAPS.resolve(name);
        Map<String, List<String>> expected = new HashMap<>();
        for (TsharkView.Frame f : TsharkView.read(capture, List.of("ip.src", "ipv6.src", "ip.dst", "ipv6.dst",
                "tcp.srcport", "tcp.dstport", "udp.srcport", "udp.dstport", "tls.handshake.type",
                "tls.handshake.extensions_alpn_str"))) {
            if (f.all("tls.handshake.type").stream().filter("1"::equals).count() != 1) {
                continue;
            }
            boolean tcp = !f.first("tcp.srcport").isEmpty();
            String src = f.first("ip.src").isEmpty() ? f.first("ipv6.src") : f.first("ip.src");
            String dst = f.first("ip.dst").isEmpty() ? f.first("ipv6.dst") : f.first("ip.dst");
            String key = flow(tcp ? "TCP" : "UDP", src, f.first(tcp ? "tcp.srcport" : "udp.srcport"), dst,
                    f.first(tcp ? "tcp.dstport" : "udp.dstport"));
            expected.putIfAbsent(key, f.all("tls.handshake.extensions_alpn_str"));
        }
        assertTrue(!expected.isEmpty(), name + " has Client Hellos");
        // before enrichment spreads a flow's facts over all its rows, the rows that read a hello carry them
        Map<String, Integer> helloRows = new HashMap<>();
        for (ConversationRow r : rows(capture)) {
            var e = r.identity();
            String key = flow(e.transport().name(), e.srcIp(), String.valueOf(e.srcPort()), e.dstIp(),
                    String.valueOf(e.dstPort()));
            if (expected.containsKey(key) && r.flow() != null && r.flow().tls().ja4Client() != null) {
                assertEquals(expected.get(key), r.flow().tls().alpn(), name + " " + key + " " + r.labels().protocol());
                helloRows.merge(key, 1, Integer::sum);
            }
        }
        assertEquals(expected.keySet(), helloRows.keySet(), name + ": every flow with a hello has a row that read it");
    }
}
