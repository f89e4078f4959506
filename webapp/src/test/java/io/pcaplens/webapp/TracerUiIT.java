package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conversation tracer in a real browser (src/test/e2e/tracer.e2e.mjs), checked against the tracer API:
 * opened from a row's menu and from the detail panel, the counter, the peers' legend, three autoplayed steps
 * with the dot's colour per direction, the explanation shown (the built-in one: no language model listens
 * where the service is told to ask), a jump from the packet list, the keys, a reload, and an SMTP Info
 * holding angle brackets shown as text; then a click on another peer of a Tor client. Then, against tshark's
 * own output: the TCP row of bro.org's 10.0.2.15:55080 replayed whole with the six GET requests of its HTTP
 * row, and without them as "this row only"; and bittorrent.pcap's legend "12 of 15 peers shown · 3 silent".
 */
class TracerUiIT extends DeployedService {

    @Test
    void theTracerReplaysAConversationAsTheApiDescribesIt() throws Exception {
        String download = api.analysed("http-pdf-download.pcap");
        // "MAIL From:<…>", "end with <CRLF>.<CRLF>": Info columns that a browser would read as tags
        String mail = api.analysed("smtp-zip-attachment.pcap");
        // a Tor client talking to a dozen relays: peers to click
        String relays = api.analysed("tor.pcap");
        String bro = api.analysed("http-bro-org-browsing.pcap");
        String requests = TracerIT.tsharkWhere("http-bro-org-browsing.pcap", "tcp.port==55080 && http.request",
                "frame.number").stream().map(f -> f[0]).collect(java.util.stream.Collectors.joining(","));
        String torrent = api.analysed("bittorrent.pcap");
        java.util.Map<String, long[]> peers = TracerIT.peersByHost("bittorrent.pcap").get("192.168.1.3");
        long silent = peers.values().stream().filter(t -> t[1] == 0).count();
        String output = BrowserScript.run("tracer.e2e.mjs", "e2e-tracer.png", api.base(), download, mail, relays,
                bro + ":55080:" + requests, torrent + ":192.168.1.3:" + peers.size() + ":" + silent);
        for (String check : new String[]{"open the tracer from the row menu", "the legend counts the peers",
                "play 3 steps", "the explanation shown is the explanation API", "a click on a packet row jumps",
                "keys:", "the address opens the same step",
                "the detail panel opens the tracer, and an Info holding markup is shown as text",
                "a click on another peer traces that peer",
                "the whole connection of a TCP row shows its HTTP requests",
                "this row only is one click away, without the requests",
                "the legend counts every peer, the silent ones drawn"}) {
            assertTrue(output.contains("OK " + check), "no \"OK " + check + "\" line in\n" + output);
        }
    }
}
