package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The monitor's web UI in a real browser (src/test/e2e/monitor.e2e.mjs) on the eight weekly office captures of
 * shared/pcaps/monitor, checked against the monitor API: a network created in the UI, the weeks added through the
 * API in a shuffled order and shown in capture-time order with the API's change counts, the CRITICAL filter, a
 * review kept across a reload, a change's link to its conversations and to its facts, a capture added from its
 * file page (refused as a message when it is there already) and removed again, the networks list and a deletion.
 */
class MonitorUiIT extends DeployedService {

    private static final List<String> WEEKS = List.of("week1_baseline.pcap", "week2_personal_laptop_vpn.pcap",
            "week3_telnet_bittorrent.pcap", "week4_ftp_exfil_gateway_change.pcap",
            "week5_shadow_device_arp_spoof.pcap", "week6_peak_violations.pcap",
            "week7_violations_drop_gateway_back.pcap", "week8_near_baseline.pcap");

    @Test
    void theMonitorViewShowsANetworkAsTheApiDescribesIt() throws Exception {
        List<String> ids = new ArrayList<>();
        for (String week : WEEKS) {
            String name = "monitor/" + week;
            ids.add(api.uploadAfresh(name, Captures.bytes(name), Map.of()));
        }
        for (String id : ids) {
            JsonObject file = api.awaitAnalysis(id, Captures.ANALYSIS);
            assertEquals("COMPLETED", file.getString("status"), file.toString());
        }
        List<String> args = new ArrayList<>(List.of(api.base()));
        args.addAll(ids);
        String output = BrowserScript.run("monitor.e2e.mjs", "e2e-monitor.png", args.toArray(String[]::new));
        for (String check : new String[]{"create a network in the UI and edit its description",
                "add the eight weekly captures through the API in a shuffled order",
                "the timeline shows 8 snapshots in capture-time order with the API's change counts",
                "the violations line has its own axis, and a muted change type and an accepted baseline quiet the list as the API does",
                "filter CRITICAL: every event listed is CRITICAL, as many as the API has, also after a reload",
                "a review with a note is kept across a reload and by the API",
                "a change leads to the facts that show its entity",
                "a change's link opens its capture's conversations filtered to its entity",
                "add a capture from its file page, and a refusal shown as a message",
                "remove a snapshot after a confirmation",
                "the networks list sums each network's snapshots, and deletes one after a confirmation"}) {
            assertTrue(output.contains("OK " + check), "no \"OK " + check + "\" line in\n" + output);
        }
    }
}
