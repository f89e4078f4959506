package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;

import java.net.URL;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conversation explorer in a real browser (Debian's chromium driven by playwright-core, see
 * src/test/e2e): a capture of 21 conversations is uploaded through the UI, then filtered with pills,
 * sorted on two columns, reloaded from its URL, exported as CSV and PCAP, and opened in the detail panel,
 * the session viewer, the host popup and the extracted files.
 */
class ExplorerUiIT extends DeployedService {

    private static final long BROWSER_TIMEOUT_S = 330;

    @Test
    void theExplorerFiltersSortsExportsAndKeepsItsStateInTheUrl() throws Exception {
        Path e2e = Path.of(System.getProperty("pcaplens.e2e", "src/test/e2e"));
        Path screenshot = Path.of(System.getProperty("pcaplens.target", "target"), "e2e-explorer.png");
        // HTTP browsing of bro.org: 21 conversations, protocols TCP (13) and HTTP (8), payloads, user agents
        ProcessBuilder pb = new ProcessBuilder("node", "ui.e2e.mjs", new Api(base).base(),
                Captures.path("http-bro-org-browsing.pcap").toAbsolutePath().toString())
                .directory(e2e.toFile()).redirectErrorStream(true);
        pb.environment().put("E2E_SCREENSHOT", screenshot.toAbsolutePath().toString());
        Process node = pb.start();
        String output = new String(node.getInputStream().readAllBytes());
        assertTrue(node.waitFor(BROWSER_TIMEOUT_S, TimeUnit.SECONDS), "the browser test did not end");
        System.out.println(output);
        assertEquals(0, node.exitValue(), output);
        assertTrue(output.contains("OK pill filters"), output);
        assertTrue(output.contains("protocol: TCP=13, +HTTP → 21 of 21") || output.contains("protocol: HTTP=8, +TCP → 21 of 21"), output);
        // every endpoint these steps use exists: none of them may be skipped
        for (String step : new String[]{"session reconstruction viewer", "host popup", "extracted files of a conversation",
                "bulk PCAP export of ticked rows"}) {
            assertTrue(output.contains("OK " + step + ":"), "no \"OK " + step + "\" line in\n" + output);
        }
    }
}
