package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A capture's hosts in a real browser (src/test/e2e/hosts.e2e.mjs), checked against the API: the Map tab draws
 * the graph API's nodes on a canvas that is not blank, a click on a host's node opens its host page, the host page
 * shows the record's names with their sources (bro.org's web server, named by the Host headers of its requests),
 * its traffic over time, its HTTP log and a resolver's DNS log (dns-mixed-records) as the log APIs answer them, and the Hosts tab lists
 * the host list's first page.
 */
class HostsUiIT extends DeployedService {

    @Test
    void theMapAndTheHostPagesShowWhatTheApiAnswers() throws Exception {
        String map = AnalysedCaptures.id(api, "large-mixed-merged.pcap");
        String bro = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        String dns = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        String output = BrowserScript.run("hosts.e2e.mjs", "e2e-hosts.png", api.base(), map, bro, "192.150.187.43", dns,
                "192.168.170.20");
        for (String check : new String[]{"the map draws the graph API nodes on a canvas that is not blank",
                "a click on a host on the canvas opens its host page",
                "the host page shows the names and their sources of the host record",
                "the web server page shows the HTTP log API first page",
                "the resolver page shows the DNS log API first page and its NXDOMAIN lines when filtered",
                "the Hosts tab lists the host list API first page"}) {
            assertTrue(output.contains("OK " + check), "no \"OK " + check + "\" line in\n" + output);
        }
    }
}
