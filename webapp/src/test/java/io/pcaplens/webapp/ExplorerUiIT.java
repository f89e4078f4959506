package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conversation explorer in a real browser (Debian's chromium driven by playwright-core, see
 * src/test/e2e): a capture of 21 conversations is uploaded through the UI, then filtered with pills,
 * sorted on two columns, reloaded from its URL, exported as CSV and PCAP, and opened in the detail panel,
 * the session viewer, the host popup and the extracted files, of a conversation and of the whole capture;
 * then the table's fit and layout at 1,440 x 900 (no sideways scrolling, every header whole, at 1,280 px too), the
 * detail drawer, the keyboard, paging, the time zone switch, a recoverable bad URL parameter, exact host links and
 * the IP and Port fields typed one after the other within the typing pause.
 */
class ExplorerUiIT extends DeployedService {

    @TempDir
    static Path planted;

    @Test
    void theExplorerFiltersSortsExportsAndKeepsItsStateInTheUrl() throws Exception {
        // HTTP browsing of bro.org: 21 conversations, protocols TCP (13) and HTTP (8), payloads, user agents
        // a port scan's capture, analysed beforehand, for the Findings tab: browsing alone has none to open
        String withFindings = AnalysedCaptures.id(api, "tcp-scan.pcapng");
        // a planted beacon, for the gaps chart of a beaconing finding (the walk finds it over the findings API)
        Path beacon = new PlantedThreats(planted).beacon();
        String beaconId = api.uploadAfresh(beacon.getFileName().toString(), Files.readAllBytes(beacon), Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(beaconId, Duration.ofSeconds(300)).getString("status"));
        String output = BrowserScript.run("ui.e2e.mjs", "e2e-explorer.png", new Api(base).base(),
                Captures.path("http-bro-org-browsing.pcap").toAbsolutePath().toString(), withFindings);
        assertTrue(output.contains("OK pill filters"), output);
        // the file list: search, status filter, page in the URL, compact rows, two files dropped at once
        assertTrue(output.contains("OK file list: "), output);
        // analysed again from the file page without DPI and with it: old rows shown until the new ones are complete
        assertTrue(output.contains("OK analysed again: "), output);
        assertTrue(output.contains("protocol: TCP=13, +HTTP → 21 of 21") || output.contains("protocol: HTTP=8, +TCP → 21 of 21"), output);
        // every endpoint these steps use exists: none of them may be skipped
        for (String step : new String[]{"session reconstruction viewer", "host popup", "extracted files of a conversation",
                "bulk PCAP export of ticked rows", "row menu: this row's packets or the whole connection",
                "the capture-wide extracted files page: search by name, type, size and SHA-256, the conversation link",
                "Conversations | Flows switch: same filters, one row per connection, a flow opens its rows",
                "the default columns fit 1,440 px: Bytes in view, long values cut with the whole value in a tooltip",
                "a resized and a moved column survive a reload (browser storage and URL)",
                "the clicked row stays put when the detail drawer opens and is resized",
                "keyboard: j/k and arrows move the selection, Enter opens, Esc closes",
                "UTC/local switch: zone shown, microsecond times, the packet list relative to the conversation start",
                "paging: first, last and jump; a loading indicator after 200 ms",
                "exports show their progress and save the whole file",
                "a bad sort in the URL: the API's message, a reset, the table kept; plurals",
                "host popup: filter on this host, exactly",
                "Tab from IP to Port while typing: both filters kept, one request",
                "the Findings tab: the capture's findings and each detector's run as the API lists them, a finding's conversations in the explorer",
                "a scan finding's details: the target grid holds each port or host of its evidence conversations, answered as their rows say",
                "a beaconing finding's details: the gaps histogram counts the gaps between the starts of its evidence connections",
                "the file list's findings badge: the capture's count as the findings API totals it, coloured by its most severe, opening its Findings tab",
                "names seen in the flow: listed with their source in the detail, found by the IP / Hostname filter, the Host column says which it shows"}) {
            assertTrue(output.contains("OK " + step + ":"), "no \"OK " + step + "\" line in\n" + output);
        }
    }
}
