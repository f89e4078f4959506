package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conversation tracer in a real browser (src/test/e2e/tracer.e2e.mjs), checked against the tracer API:
 * opened from a row's menu and from the detail panel, the counter, the peers' legend, three autoplayed steps
 * with the dot's colour per direction, the explanation shown (the built-in one: no language model listens
 * where the service is told to ask), a jump from the packet list, the keys, a reload, and an SMTP Info
 * holding angle brackets shown as text; then a click on another peer of a Tor client.
 */
class TracerUiIT extends DeployedService {

    @Test
    void theTracerReplaysAConversationAsTheApiDescribesIt() throws Exception {
        String download = api.analysed("http-pdf-download.pcap");
        // "MAIL From:<…>", "end with <CRLF>.<CRLF>": Info columns that a browser would read as tags
        String mail = api.analysed("smtp-zip-attachment.pcap");
        // a Tor client talking to a dozen relays: peers to click
        String relays = api.analysed("tor.pcap");
        String output = BrowserScript.run("tracer.e2e.mjs", "e2e-tracer.png", api.base(), download, mail, relays);
        for (String check : new String[]{"open the tracer from the row menu", "the legend counts the peers",
                "play 3 steps", "the explanation shown is the explanation API", "a click on a packet row jumps",
                "keys:", "the address opens the same step",
                "the detail panel opens the tracer, and an Info holding markup is shown as text",
                "a click on another peer traces that peer"}) {
            assertTrue(output.contains("OK " + check), "no \"OK " + check + "\" line in\n" + output);
        }
    }
}
