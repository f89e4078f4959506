package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Device classification on real captures (spec 10.2) and the conversation-scoped host popup (spec 10.5). The
 * expected types and reasons come from reading the packets with tshark: who sends DHCP offers, DNS answers
 * and SYN/ACKs, with which TTL and MAC.
 */
class HostsIT extends DeployedService {

    private JsonObject conversation(String fileId, String srcIp, String dstIp, String protocol) throws Exception {
        return api.all("api/v1/files/" + fileId + "/conversations").stream()
                .filter(c -> c.getString("protocol").equals(protocol))
                .filter(c -> (c.getString("srcIp").equals(srcIp) && c.getString("dstIp").equals(dstIp))
                        || (c.getString("srcIp").equals(dstIp) && c.getString("dstIp").equals(srcIp)))
                .findFirst().orElseThrow(() -> new AssertionError("no " + protocol + " conversation " + srcIp + " - " + dstIp));
    }

    private JsonObject popup(JsonObject conversation, String ip) throws Exception {
        Api.Reply r = api.get("api/v1/conversations/" + conversation.getJsonNumber("id").longValue() + "/hosts/" + ip);
        assertEquals(200, r.status(), r.text());
        return r.json();
    }

    private static String deviceTypeOf(JsonObject conversation, String ip) {
        return conversation.getString("srcIp").equals(ip) ? conversation.getString("srcDeviceType")
                : conversation.getString("dstDeviceType");
    }

    private static List<String> signals(JsonObject popup) {
        return popup.getJsonObject("device").getJsonArray("signals").stream()
                .map(v -> v.asJsonObject().getString("text")).toList();
    }

    /** dhcp.pcap: 192.168.0.1 (a Dell card, TTL 128) sends the DHCP Offer and ACK from port 67. */
    @Test
    void theDhcpServerIsARouterAndServesDhcp() throws Exception {
        String file = api.analysed("dhcp.pcap");
        JsonObject c = conversation(file, "192.168.0.1", "192.168.0.10", "DHCP");
        assertEquals("Router", deviceTypeOf(c, "192.168.0.1"));
        assertEquals("Router", inventoryType(file, "192.168.0.1"));

        JsonObject p = popup(c, "192.168.0.1");
        assertEquals("192.168.0.1", p.getString("ip"));
        assertEquals(c.getJsonNumber("id").longValue(), p.getJsonNumber("conversationId").longValue());
        assertEquals("SERVER", p.getString("role"));
        assertEquals("Server (received)", p.getString("roleLabel"));
        assertEquals(67, p.getJsonObject("service").getInt("port"));
        assertEquals("DHCP", p.getJsonObject("service").getString("name"));
        assertEquals("Destination port 67", p.getJsonObject("service").getString("note"));
        JsonObject device = p.getJsonObject("device");
        assertEquals("Router", device.getString("type"));
        assertEquals("classifier", device.getString("source"));
        assertEquals("00:08:74:ad:f1:9b", device.getString("mac"));
        assertEquals("Dell Inc.", device.getString("vendor"));
        assertTrue(device.getInt("confidence") > 0 && device.getInt("confidence") < 100, device.toString());
        assertTrue(signals(p).contains("Answers DHCP requests (server port 67)"), signals(p).toString());
        JsonObject first = device.getJsonArray("signals").getJsonObject(0);
        assertEquals("Router", first.getString("type"));
        assertEquals(40, first.getInt("weight"));
        assertFalse(p.containsKey("geo"), "an internal address has no location");
    }

    /**
     * teredo.pcap: the home router 192.168.2.1 fronts the Teredo servers on the internet, and some of their
     * packets arrive with TTL 255 as if they had crossed no router. Which frames carry the router's MAC is read
     * from tshark: the internet addresses behind it get neither that MAC nor its vendor, and count toward the
     * router's gateway role instead.
     */
    @Test
    void anInternetAddressBehindTheRouterNeverTakesTheRoutersMac() throws Exception {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", Captures.path("teredo.pcap").toString(), "-Y", "ip",
                "-T", "fields", "-e", "eth.src", "-e", "ip.src", "-e", "ip.ttl").redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String routerMac = null;
        java.util.Map<String, java.util.Set<String>> macsOf = new java.util.HashMap<>();
        java.util.Set<String> untouchedTtl = new java.util.TreeSet<>();
        for (String line : new String(tshark.getInputStream().readAllBytes()).split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length < 3 || f[1].isEmpty()) {
                continue;
            }
            macsOf.computeIfAbsent(f[1], k -> new java.util.TreeSet<>()).add(f[0]);
            if (f[1].equals("192.168.2.1")) {
                routerMac = f[0];
            } else if (f[2].equals("255") && !f[1].startsWith("192.168.")) {
                untouchedTtl.add(f[1]);
            }
        }
        tshark.waitFor();
        String router = routerMac;
        List<String> behind = macsOf.entrySet().stream()
                .filter(e -> !e.getKey().startsWith("192.168.") && e.getValue().equals(java.util.Set.of(router)))
                .map(java.util.Map.Entry::getKey).sorted().toList();
        assertFalse(behind.isEmpty(), "internet addresses arrive with the router's MAC " + router);
        assertFalse(untouchedTtl.isEmpty(), "some of them with TTL 255, as if no router had been crossed");

        String file = api.analysed("teredo.pcap");
        List<JsonObject> rows = api.all("api/v1/files/" + file + "/conversations");
        JsonObject routerPopup = null;
        for (String ip : behind) {
            JsonObject row = rows.stream().filter(c -> c.getString("srcIp").equals(ip) || c.getString("dstIp").equals(ip))
                    .findFirst().orElseThrow(() -> new AssertionError("no row of " + ip));
            JsonObject device = popup(row, ip).getJsonObject("device");
            assertFalse(device.containsKey("mac") && !device.isNull("mac"), ip + " " + device);
            assertFalse(device.containsKey("vendor") && !device.isNull("vendor"), ip + " " + device);
            assertTrue(signals(popup(row, ip)).stream().noneMatch(t -> t.contains("MAC")), ip + " " + device);
            if (routerPopup == null && (row.getString("srcIp").equals("192.168.2.1") || row.getString("dstIp").equals("192.168.2.1"))) {
                routerPopup = popup(row, "192.168.2.1");
            }
        }
        if (routerPopup == null) {
            JsonObject row = rows.stream().filter(c -> c.getString("srcIp").equals("192.168.2.1")
                    || c.getString("dstIp").equals("192.168.2.1")).findFirst().orElseThrow();
            routerPopup = popup(row, "192.168.2.1");
        }
        assertEquals(router, routerPopup.getJsonObject("device").getString("mac"));
        // the tunnelled IPv6 addresses inside count too: at least the internet addresses behind it
        java.util.regex.Pattern gateway = java.util.regex.Pattern.compile("Its MAC " + router
                + " also carries the traffic of (\\d+) addresses behind it: a gateway");
        int carried = signals(routerPopup).stream().map(gateway::matcher).filter(java.util.regex.Matcher::matches)
                .mapToInt(m -> Integer.parseInt(m.group(1))).findFirst()
                .orElseThrow(() -> new AssertionError("no gateway signal"));
        assertTrue(carried >= behind.size(), carried + " < " + behind);
    }

    /** dns-mixed-records.pcap: 192.168.170.20 answers 192.168.170.8's queries from port 53. */
    @Test
    void theDnsServerIsAServerAndItsClientAClient() throws Exception {
        String file = api.analysed("dns-mixed-records.pcap");
        JsonObject c = conversation(file, "192.168.170.8", "192.168.170.20", "DNS");
        assertEquals("Server", deviceTypeOf(c, "192.168.170.20"));

        JsonObject server = popup(c, "192.168.170.20");
        assertEquals("SERVER", server.getString("role"));
        assertEquals("DNS", server.getJsonObject("service").getString("name"));
        assertEquals("Destination port 53", server.getJsonObject("service").getString("note"));
        assertTrue(signals(server).contains("Answers DNS queries (port 53)"), signals(server).toString());
        assertEquals("Quanta Computer Inc.", server.getJsonObject("device").getString("vendor"));

        JsonObject client = popup(c, "192.168.170.8");
        assertEquals("CLIENT", client.getString("role"));
        assertEquals("Client (initiated)", client.getString("roleLabel"));
        assertFalse(client.containsKey("service"), "only a server has a service");
        assertTrue(client.getString("roleNote").contains("192.168.170.20:53"), client.getString("roleNote"));
    }

    /**
     * http-pdf-download.pcap: 192.168.98.125:33532 sends the SYN (frame 1), 37.187.126.138:80 the SYN/ACK and
     * the PDF. The HTTP row knows its initiator from the TCP handshake of its flow.
     */
    @Test
    void theWebServerReceivedTheConnectionTheSynSenderOpenedIt() throws Exception {
        String file = api.analysed("http-pdf-download.pcap");
        for (String protocol : List.of("TCP", "HTTP")) {
            JsonObject c = conversation(file, "192.168.98.125", "37.187.126.138", protocol);
            assertEquals("Server", deviceTypeOf(c, "37.187.126.138"), protocol);
            JsonObject server = popup(c, "37.187.126.138");
            assertEquals("SERVER", server.getString("role"));
            assertEquals("Received the connection from 192.168.98.125:33532.", server.getString("roleNote"));
            assertEquals("HTTP", server.getJsonObject("service").getString("name"));
            assertTrue(signals(server).contains("Accepts connections on port 80 (HTTP)"), signals(server).toString());
            assertFalse(server.getJsonObject("device").containsKey("mac"), "TTL 50: its frames carry the gateway's MAC");
            String side = c.getString("srcIp").equals("37.187.126.138") ? "srcGeo" : "dstGeo";
            assertEquals(c.get(side), server.get("geo"), "the external address's location, as its row has it");

            JsonObject client = popup(c, "192.168.98.125");
            assertEquals("CLIENT", client.getString("role"));
            assertEquals("Opened the connection to 37.187.126.138:80.", client.getString("roleNote"));
            assertEquals("Intel Corporate", client.getJsonObject("device").getString("vendor"));
        }
    }

    /**
     * A custom rule's device_type wins at 100 % over the classifier, in the popup and in the conversation
     * rows, and the classifier's verdict returns when the rule is gone. The service reads a copy of the shipped
     * rules in target/ (webapp/pom.xml), which this test edits and restores.
     */
    @Test
    void aCustomRuleOverridesTheDeviceTypeUntilItIsGone() throws Exception {
        Path rules = Path.of(System.getProperty("pcaplens.it.signatures", "target/it-rules/signatures.yml"));
        String shipped = Files.readString(rules);
        String file = api.analysed("dhcp.pcap");
        try {
            writeRules(rules, shipped + "\n" + """
                      - name: lab-dhcp-box-is-a-printer
                        description: the lab's print server hands out addresses too
                        severity: low
                        ip: 192.168.0.1
                        port: 67
                        device_type: printer
                    """, 1);
            assertEquals(200, api.post("api/v1/files/" + file + "/rules:apply", "application/json", new byte[0]).status());
            JsonObject c = conversation(file, "192.168.0.1", "192.168.0.10", "DHCP");
            assertEquals("Printer", deviceTypeOf(c, "192.168.0.1"));
            JsonObject device = popup(c, "192.168.0.1").getJsonObject("device");
            assertEquals("Printer", device.getString("type"));
            assertEquals(100, device.getInt("confidence"));
            assertEquals("rule", device.getString("source"));
            assertEquals("lab-dhcp-box-is-a-printer", device.getString("rule"));
            assertTrue(device.getJsonArray("signals").toString().contains("Answers DHCP requests"),
                    "the classifier's reasons stay visible");
            assertEquals("Printer", inventoryType(file, "192.168.0.1"), "the inventory takes the rule's type");
        } finally {
            writeRules(rules, shipped, 2);
        }
        assertEquals(200, api.post("api/v1/files/" + file + "/rules:apply", "application/json", new byte[0]).status());
        JsonObject c = conversation(file, "192.168.0.1", "192.168.0.10", "DHCP");
        assertEquals("Router", deviceTypeOf(c, "192.168.0.1"));
        assertEquals("classifier", popup(c, "192.168.0.1").getJsonObject("device").getString("source"));
    }

    /** A rules edit the service notices: a new modification time, later than any earlier edit's. */
    private String inventoryType(String file, String address) throws Exception {
        Api.Reply r = api.get("api/v1/files/" + file + "/hosts/" + address);
        assertEquals(200, r.status(), r.text());
        return r.json().getJsonObject("host").getString("deviceType");
    }

    private static void writeRules(Path rules, String text, int edit) throws Exception {
        Files.writeString(rules, text);
        Files.setLastModifiedTime(rules, java.nio.file.attribute.FileTime.from(
                java.time.Instant.now().plusSeconds(300 + edit)));
    }

    @Test
    void anAddressOutsideTheConversationOrAnUnknownConversationIs404() throws Exception {
        String file = api.analysed("dhcp.pcap");
        JsonObject c = conversation(file, "192.168.0.1", "192.168.0.10", "DHCP");
        Api.Reply other = api.get("api/v1/conversations/" + c.getJsonNumber("id").longValue() + "/hosts/10.9.9.9");
        assertEquals(404, other.status());
        assertTrue(other.contentType().startsWith("application/problem+json"), other.contentType());
        assertEquals(404, api.get("api/v1/conversations/999999999999/hosts/192.168.0.1").status());
        assertEquals(404, api.get("api/v1/conversations/not-a-number/hosts/192.168.0.1").status());
    }

    // ---- the host inventory (docs/hosts.md) -------------------------------------------------------------------

    /** Every host of the capture's inventory, by address. */
    private Map<String, JsonObject> hosts(String file) throws Exception {
        Map<String, JsonObject> hosts = new TreeMap<>();
        for (JsonObject h : api.all("api/v1/files/" + file + "/hosts")) {
            hosts.put(h.getString("address"), h);
        }
        return hosts;
    }

    /** tshark's -z endpoints table: address → Tx packets, Tx bytes, Rx packets, Rx bytes. */
    private static Map<String, List<Long>> tsharkEndpoints(String capture, String table) throws Exception {
        Map<String, List<Long>> endpoints = new TreeMap<>();
        for (String line : TsharkOutput.of(capture, "-q", "-z", "endpoints," + table).split("\n")) {
            String[] cells = line.trim().split("\\s+");
            if (cells.length == 7 && cells[1].matches("\\d+")) {
                endpoints.put(cells[0], List.of(Long.parseLong(cells[3]), Long.parseLong(cells[4]),
                        Long.parseLong(cells[5]), Long.parseLong(cells[6])));
            }
        }
        return endpoints;
    }

    /**
     * Each host's packets and bytes sent and received are tshark's own endpoint statistics (-z endpoints,ip and
     * endpoints,ipv6), and every IP host of the inventory is one of tshark's endpoints.
     */
    @Test
    void aHostsTrafficIsWhatTsharksEndpointStatisticsCount() throws Exception {
        for (String capture : List.of("dns-mixed-records.pcap", "http-bro-org-browsing.pcap", "dhcp.pcap",
                "mdns.pcap", "lldp-cdp.pcap")) {
            String file = api.analysed(capture);
            Map<String, JsonObject> hosts = hosts(file);
            Map<String, List<Long>> expected = new TreeMap<>(tsharkEndpoints(capture, "ip"));
            expected.putAll(tsharkEndpoints(capture, "ipv6"));
            // a capture without IP has layer-2 hosts only, which tshark counts by their MACs
            boolean layer2 = expected.isEmpty();
            if (layer2) {
                expected.putAll(tsharkEndpoints(capture, "eth"));
            }
            assertFalse(expected.isEmpty(), capture);
            Map<String, List<Long>> ours = new TreeMap<>();
            hosts.forEach((address, h) -> {
                if (layer2 == h.getString("address").matches("([0-9a-f]{2}:){5}[0-9a-f]{2}")) {
                    ours.put(address, List.of(h.getJsonNumber("packetsSent").longValue(),
                            h.getJsonNumber("bytesSent").longValue(), h.getJsonNumber("packetsReceived").longValue(),
                            h.getJsonNumber("bytesReceived").longValue()));
                }
            });
            assertEquals(expected, ours, capture);
        }
    }

    /** A MAC's vendor is the OUI registry's name that tshark resolves it to (eth.src.oui_resolved). */
    @Test
    void aMacsVendorIsTheOneTsharkResolves() throws Exception {
        for (String capture : List.of("dhcp.pcap", "http-bro-org-browsing.pcap", "lldp-cdp.pcap")) {
            String file = api.analysed(capture);
            Map<String, String> tshark = new TreeMap<>();
            for (String line : TsharkOutput.of(capture, "-T", "fields", "-e", "eth.src", "-e", "eth.src.oui_resolved")
                    .split("\n")) {
                String[] cells = line.split("\t");
                if (cells.length == 2 && !cells[1].isBlank()) {
                    tshark.put(cells[0], cells[1]);
                }
            }
            int withVendor = 0;
            for (JsonObject h : hosts(file).values()) {
                String mac = Api.string(h, "mac");
                if (!mac.isEmpty()) {
                    assertEquals(tshark.getOrDefault(mac, ""), Api.string(h, "vendor"), capture + " " + h);
                    withVendor += Api.string(h, "vendor").isEmpty() ? 0 : 1;
                }
            }
            assertTrue(withVendor > 0, capture + ": no host has a vendor to compare");
        }
    }

    /** The conversations a query selects, paired by their two hosts: "a b packets bytes conversations". */
    private Set<String> hostPairs(String file, String query) throws Exception {
        Map<String, long[]> pairs = new TreeMap<>();
        for (JsonObject c : api.all("api/v1/files/" + file + "/conversations" + query)) {
            String a = c.getString("srcIp");
            String b = c.getString("dstIp");
            long[] sums = pairs.computeIfAbsent(a.compareTo(b) <= 0 ? a + " " + b : b + " " + a, k -> new long[3]);
            sums[0] += c.getJsonNumber("packetCount").longValue();
            sums[1] += c.getJsonNumber("totalBytes").longValue();
            sums[2]++;
        }
        return pairs.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + " " + e.getValue()[1] + " "
                + e.getValue()[2]).collect(Collectors.toSet());
    }

    private JsonObject graph(String file, String query) throws Exception {
        Api.Reply r = api.get("api/v1/files/" + file + "/graph" + query);
        assertEquals(200, r.status(), r.text());
        return r.json();
    }

    private static Set<String> edges(JsonObject graph) {
        return graph.getJsonArray("edges").stream().map(v -> v.asJsonObject()).map(e -> e.getString("source") + " "
                + e.getString("target") + " " + e.getJsonNumber("packets").longValue() + " "
                + e.getJsonNumber("bytes").longValue() + " " + e.getInt("conversations")).collect(Collectors.toSet());
    }

    /** The map's edges are the host pairs of the conversation list under the same filter. */
    @Test
    void theMapsEdgesAreTheConversationListsHostPairs() throws Exception {
        String dns = api.analysed("dns-mixed-records.pcap");
        assertEquals(hostPairs(dns, ""), edges(graph(dns, "?limit=5000")));
        String web = api.analysed("http-bro-org-browsing.pcap");
        assertEquals(hostPairs(web, ""), edges(graph(web, "?limit=5000")));
        String q = "?q=" + java.net.URLEncoder.encode("port == 53", java.nio.charset.StandardCharsets.UTF_8);
        Set<String> dnsOnly = hostPairs(dns, q);
        assertFalse(dnsOnly.isEmpty());
        assertEquals(dnsOnly, edges(graph(dns, q + "&limit=5000")));
        assertEquals(hostPairs(dns, "?protocol=DNS"), edges(graph(dns, "?protocol=DNS")));
        assertTrue(edges(graph(dns, "?q=" + java.net.URLEncoder.encode("port == 1", java.nio.charset
                .StandardCharsets.UTF_8))).isEmpty());
    }

    private static Map<String, Long> nodeBytes(JsonObject graph) {
        Map<String, Long> bytes = new TreeMap<>();
        graph.getJsonArray("nodes").forEach(v -> bytes.put(v.asJsonObject().getString("id"),
                v.asJsonObject().getJsonNumber("bytes").longValue()));
        return bytes;
    }

    /** A group's traffic and members are its hosts' summed; past the limit the rest node holds the others. */
    @Test
    void aGroupSumsItsMembersAndTheRestNodeTheHostsPastTheLimit() throws Exception {
        String file = api.analysed("dns-mixed-records.pcap");
        Map<String, JsonObject> hosts = hosts(file);
        Map<String, Long> perHost = nodeBytes(graph(file, ""));
        assertEquals(hosts.keySet(), perHost.keySet());
        for (String grouping : List.of("subnet24", "subnet16", "deviceType", "country")) {
            Map<String, Long> expected = new TreeMap<>();
            for (Map.Entry<String, Long> n : perHost.entrySet()) {
                JsonObject h = hosts.get(n.getKey());
                String group = grouping.equals("country") ? Optional.of(Api.string(h, "countryCode"))
                        .filter(c -> !c.isEmpty()).orElse("unknown") : h.getString(grouping);
                expected.merge(group, n.getValue(), Long::sum);
            }
            assertEquals(expected, nodeBytes(graph(file, "?groupBy=" + grouping)), grouping);
        }
        JsonObject limited = graph(file, "?limit=2");
        assertEquals(2, limited.getJsonArray("nodes").size());
        assertEquals(hosts.size(), limited.getInt("totalNodes"));
        JsonObject rest = limited.getJsonArray("nodes").getJsonObject(1);
        assertEquals("rest", rest.getString("id"));
        assertEquals(hosts.size() - 1, rest.getInt("members"));
        long all = perHost.values().stream().mapToLong(Long::longValue).sum();
        assertEquals(all, nodeBytes(limited).values().stream().mapToLong(Long::longValue).sum());
        assertEquals(400, api.get("api/v1/files/" + file + "/graph?groupBy=subnet8").status());
        assertEquals(400, api.get("api/v1/files/" + file + "/graph?limit=1").status());
    }

    /**
     * The web server's record: the Host headers tshark reads in the requests sent to it are its names, it answered
     * on port 80, and its one peer is the browser.
     */
    @Test
    void aHostsRecordHasItsNamesServicesAndPeers() throws Exception {
        String file = api.analysed("http-bro-org-browsing.pcap");
        Set<String> hostHeaders = new java.util.TreeSet<>();
        for (String line : TsharkOutput.of("http-bro-org-browsing.pcap", "-Y", "http.request", "-T", "fields",
                "-e", "ip.dst", "-e", "http.host").split("\n")) {
            String[] cells = line.split("\t");
            if (cells.length == 2 && cells[0].equals("192.150.187.43")) {
                hostHeaders.add(cells[1].toLowerCase(java.util.Locale.ROOT));
            }
        }
        assertFalse(hostHeaders.isEmpty());
        Api.Reply r = api.get("api/v1/files/" + file + "/hosts/192.150.187.43");
        assertEquals(200, r.status(), r.text());
        JsonObject record = r.json();
        assertEquals(hostHeaders, record.getJsonArray("names").stream().map(v -> v.asJsonObject())
                .filter(n -> n.getString("source").equals("HTTP_HOST")).map(n -> n.getString("name"))
                .collect(Collectors.toCollection(java.util.TreeSet::new)));
        JsonObject http = record.getJsonArray("roles").getJsonObject(0);
        assertEquals(80, http.getInt("port"));
        assertEquals("TCP", http.getString("transport"));
        assertEquals(1, http.getInt("clients"));
        assertEquals(List.of("10.0.2.15"), record.getJsonArray("topPeers").stream()
                .map(v -> v.asJsonObject().getString("address")).toList());
        assertFalse(record.getJsonObject("host").getBoolean("internal"));
        assertEquals(404, api.get("api/v1/files/" + file + "/hosts/10.9.9.9").status());
        assertEquals(404, api.get("api/v1/files/" + java.util.UUID.randomUUID() + "/hosts").status());
        assertEquals(400, api.get("api/v1/files/" + file + "/hosts?sort=vendor").status());
        assertEquals(400, api.get("api/v1/files/" + file + "/hosts?internal=maybe").status());
        assertEquals(List.of("10.0.2.15"), api.all("api/v1/files/" + file + "/hosts?internal=true").stream()
                .map(h -> h.getString("address")).toList());
    }

    /**
     * A host looked up across captures is found in each analysed capture whose tshark endpoints include it, and
     * each sighting is that capture's own record of the host; a Host header a capture gave it finds it by name.
     */
    @Test
    void aHostIsFoundInEveryCaptureThatHasIt() throws Exception {
        String address = "10.0.2.15";
        Map<String, String> files = new TreeMap<>();
        Set<String> expected = new java.util.TreeSet<>();
        for (String capture : List.of("http-bro-org-browsing.pcap", "dns-mixed-records.pcap", "dhcp.pcap")) {
            String file = api.analysed(capture);
            files.put(file, capture);
            if (tsharkEndpoints(capture, "ip").containsKey(address)) {
                expected.add(file);
            }
        }
        assertFalse(expected.isEmpty());
        List<JsonObject> found = api.all("api/v1/hosts/" + address);
        assertEquals(expected, found.stream().map(s -> s.getString("fileId")).filter(files::containsKey)
                .collect(Collectors.toCollection(java.util.TreeSet::new)));
        for (JsonObject s : found) {
            assertEquals("ADDRESS", s.getString("matchedBy"));
            Api.Reply record = api.get(s.getString("host").substring(1));
            assertEquals(200, record.status(), record.text());
            assertEquals(record.json().getJsonObject("host").getJsonNumber("bytes").longValue(),
                    s.getJsonNumber("bytes").longValue());
        }

        String web = api.analysed("http-bro-org-browsing.pcap");
        String name = TsharkOutput.of("http-bro-org-browsing.pcap", "-Y", "http.request && ip.dst == 192.150.187.43",
                "-T", "fields", "-e", "http.host").split("\n")[0].strip();
        List<JsonObject> byName = api.all("api/v1/hosts/" + name.toUpperCase(java.util.Locale.ROOT));
        assertTrue(byName.stream().anyMatch(s -> s.getString("fileId").equals(web)
                && s.getString("address").equals("192.150.187.43") && s.getString("matchedBy").equals("NAME")
                && s.getString("name").equals(name.toLowerCase(java.util.Locale.ROOT))), byName.toString());
        assertEquals(400, api.get("api/v1/hosts/not%20a%20host").status());
        assertEquals(List.of(), api.all("api/v1/hosts/192.0.2.254"));
    }

    private List<JsonObject> namesOf(String file, String address, String source) throws Exception {
        Api.Reply r = api.get("api/v1/files/" + file + "/hosts/" + address);
        assertEquals(200, r.status(), r.text());
        return r.json().getJsonArray("names").stream().map(v -> v.asJsonObject())
                .filter(n -> n.getString("source").equals(source)).toList();
    }

    /** The id of a COMPLETED analysis of a made capture, uploaded afresh under its file's name. */
    private String analysed(Path capture) throws Exception {
        String file = api.uploadAfresh(capture.getFileName().toString(), Files.readAllBytes(capture), Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(file, Captures.ANALYSIS).getString("status"));
        return file;
    }

    private List<String> identitiesOf(String file, String address) throws Exception {
        Api.Reply r = api.get("api/v1/files/" + file + "/hosts/" + address);
        assertEquals(200, r.status(), r.text());
        return r.json().getJsonArray("identities").stream().map(v -> v.asJsonObject())
                .map(i -> i.getString("source") + " " + i.getString("user") + " " + i.getString("domain")).toList();
    }

    /**
     * tls13-curl.pcap: the resolver's A and AAAA answers name addresses; the one curl then connected to is a host,
     * whose DNS names are the answers' names for it as tshark reads them. An answered address the capture never
     * talked to is no host.
     */
    @Test
    void aHostsDnsNamesAreTheAnswersTsharkReadsForItsAddress() throws Exception {
        String file = api.analysed("tls13-curl.pcap");
        Map<String, Set<String>> answered = new TreeMap<>();
        for (String line : TsharkOutput.of("tls13-curl.pcap", "-Y", "dns.flags.response == 1", "-T", "fields",
                "-E", "aggregator=;", "-e", "dns.resp.name", "-e", "dns.resp.type", "-e", "dns.a", "-e", "dns.aaaa")
                .split("\n")) {
            String[] cells = (line + "\t\t\t\t").split("\t", -1);
            List<String> owners = List.of(cells[0].split(";"));
            List<String> types = List.of(cells[1].split(";"));
            java.util.Iterator<String> a = List.of(cells[2].split(";")).iterator();
            java.util.Iterator<String> aaaa = List.of(cells[3].split(";")).iterator();
            for (int i = 0; i < types.size(); i++) {
                String address = types.get(i).equals("1") ? a.next() : types.get(i).equals("28") ? aaaa.next() : null;
                if (address != null) {
                    answered.computeIfAbsent(address, k -> new java.util.TreeSet<>())
                            .add(owners.get(i).toLowerCase(java.util.Locale.ROOT));
                }
            }
        }
        Set<String> hosts = api.all("api/v1/files/" + file + "/hosts").stream().map(h -> h.getString("address"))
                .collect(Collectors.toSet());
        assertTrue(answered.containsKey("104.16.125.34") && hosts.contains("104.16.125.34"), answered.toString());
        for (Map.Entry<String, Set<String>> e : answered.entrySet()) {
            if (hosts.contains(e.getKey())) {
                assertEquals(e.getValue(), namesOf(file, e.getKey(), "DNS").stream().map(n -> n.getString("name"))
                        .collect(Collectors.toCollection(java.util.TreeSet::new)), e.getKey());
            } else {
                assertEquals(404, api.get("api/v1/files/" + file + "/hosts/" + e.getKey()).status());
            }
        }
    }

    /**
     * Made logons (an LDAP simple bind, an anonymous one, HTTP Digest and Basic requests): the bind's name and the
     * Digest user with its realm, as tshark prints them, are the client's identities beside its Basic login; the
     * servers have none.
     */
    @Test
    void anLdapBindNameAndAnHttpDigestUserAreTheClientsIdentities() throws Exception {
        Path written = Files.write(Files.createTempFile("logons", ".pcap"),
                io.pcaplens.dissector.captures.LogonTraffic.recording().pcap());
        String file = analysed(written);
        java.util.regex.Pattern digest = java.util.regex.Pattern.compile(
                "^Digest .*username=\"([^\"]*)\".*realm=\"([^\"]*)\"");
        Map<String, java.util.Set<String>> expected = new java.util.TreeMap<>();
        java.util.Set<String> servers = new java.util.TreeSet<>();
        for (String line : TsharkOutput.of(written.toString(), "-T", "fields", "-e", "ip.src", "-e", "ip.dst",
                "-e", "ldap.protocolOp", "-e", "ldap.name", "-e", "http.authorization").split("\n")) {
            String[] c = (line + "\t\t\t\t").split("\t", -1);
            java.util.regex.Matcher m = digest.matcher(c[4]);
            if (c[2].equals("0") && !c[3].isEmpty()) {
                expected.computeIfAbsent(c[0], k -> new java.util.TreeSet<>()).add("LDAP " + c[3] + " ");
            } else if (m.find()) {
                expected.computeIfAbsent(c[0], k -> new java.util.TreeSet<>()).add("HTTP_DIGEST " + m.group(1) + " "
                        + m.group(2));
            }
            if (c[2].equals("0") || !c[4].isEmpty()) {
                servers.add(c[1]);
            }
        }
        assertEquals(1, expected.size(), "one client: " + expected);
        for (Map.Entry<String, java.util.Set<String>> client : expected.entrySet()) {
            assertEquals(client.getValue(), identitiesOf(file, client.getKey()).stream()
                    .filter(i -> i.startsWith("LDAP ") || i.startsWith("HTTP_DIGEST ")).collect(
                            java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));
            assertTrue(identitiesOf(file, client.getKey()).stream().anyMatch(i -> i.startsWith("HTTP ")),
                    "the Basic login stays a clear-text login");
        }
        for (String server : servers) {
            assertEquals(List.of(), identitiesOf(file, server), server);
        }
    }

    /**
     * A made Windows sign-on: the DHCP REQUEST's host name names the address it asks for, the AS-REQ's client name
     * is the client's identity (and the KDC, which repeats it in its AS-REP, has none), and the unique NetBIOS name
     * registered names its address; each value as tshark reads it.
     */
    @Test
    void aClientsDhcpNameAndKerberosIdentityAreTsharksAndTheKdcHasNone() throws Exception {
        Path written = Files.write(Files.createTempFile("directory", ".pcap"),
                io.pcaplens.dissector.captures.DirectoryTraffic.recording().pcap());
        String file = analysed(written);
        String client = null;
        String dhcpName = null;
        String kdc = null;
        String identity = null;
        String nbns = null;
        for (String line : TsharkOutput.of(written.toString(), "-T", "fields", "-e", "ip.src", "-e", "ip.dst",
                "-e", "dhcp.option.requested_ip_address", "-e", "dhcp.option.hostname", "-e", "kerberos.msg_type",
                "-e", "kerberos.CNameString", "-e", "kerberos.realm", "-e", "nbns.addr", "-e", "nbns.nb_flags.group",
                "-e", "nbns.name").split("\n")) {
            String[] c = (line + "\t\t\t\t\t\t\t\t\t\t").split("\t", -1);
            if (!c[3].isEmpty()) {
                client = c[2];
                dhcpName = c[3].toLowerCase(java.util.Locale.ROOT);
            }
            if (c[4].equals("10")) {
                identity = "KERBEROS " + c[5] + " " + c[6];
                kdc = c[1];
            }
            if (!c[7].isEmpty() && c[8].equals("0")) {
                nbns = c[9].split(",")[0].replaceFirst("<..>$", "").toLowerCase(java.util.Locale.ROOT);
            }
        }
        assertEquals(List.of(dhcpName), namesOf(file, client, "DHCP").stream().map(n -> n.getString("name")).toList());
        assertEquals(List.of(nbns), namesOf(file, client, "NBNS").stream().map(n -> n.getString("name")).toList());
        assertEquals(List.of(identity), identitiesOf(file, client));
        assertEquals(List.of(), identitiesOf(file, kdc));
    }

    /**
     * large-mixed-merged.pcap: each NTLMSSP AUTHENTICATE's user and domain, as tshark reads them, are an identity of
     * the host that sent it; the anonymous ones (tshark's NULL) are none.
     */
    @Test
    void ntlmsspUsersAreTheirSendersIdentities() throws Exception {
        String file = api.analysed("large-mixed-merged.pcap");
        Map<String, Set<String>> expected = new TreeMap<>();
        for (String line : TsharkOutput.of("large-mixed-merged.pcap", "-Y", "ntlmssp.auth.username", "-T", "fields",
                "-e", "ip.src", "-e", "ipv6.src", "-e", "ntlmssp.auth.username", "-e", "ntlmssp.auth.domain")
                .split("\n")) {
            String[] c = (line + "\t\t\t\t").split("\t", -1);
            if (!c[2].isEmpty() && !c[2].equals("NULL")) {
                expected.computeIfAbsent(c[0].isEmpty() ? c[1] : c[0], k -> new java.util.TreeSet<>())
                        .add("NTLMSSP " + c[2] + " " + (c[3].equals("NULL") ? "" : c[3]));
            }
        }
        assertFalse(expected.isEmpty());
        for (Map.Entry<String, Set<String>> e : expected.entrySet()) {
            assertEquals(e.getValue(), identitiesOf(file, e.getKey()).stream().filter(i -> i.startsWith("NTLMSSP "))
                    .collect(Collectors.toCollection(java.util.TreeSet::new)), e.getKey());
        }
    }

    /** The host list as CSV, asked by Accept or by format=csv: a header and one line per host. */
    @Test
    void theHostListIsCsvWhenAsked() throws Exception {
        String file = api.analysed("dns-mixed-records.pcap");
        int count = hosts(file).size();
        Api.Reply byFormat = api.get("api/v1/files/" + file + "/hosts?format=csv&sort=address");
        assertEquals(200, byFormat.status(), byFormat.text());
        assertTrue(byFormat.contentType().startsWith("text/csv"), byFormat.contentType());
        String[] lines = byFormat.text().split("\r\n");
        assertTrue(lines[0].startsWith("address,mac,vendor,deviceType,internal"), lines[0]);
        assertEquals(count + 1, lines.length);
        Api.Reply byAccept = api.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(api.base()
                + "api/v1/files/" + file + "/hosts?sort=address")).header("Accept", "text/csv").GET());
        assertEquals(byFormat.text(), byAccept.text());
    }

    /** The DPI applications of the services the host answered. */
    private List<String> roleApps(String file, String address) throws Exception {
        return api.get("api/v1/files/" + file + "/hosts/" + address).json().getJsonArray("roles").stream()
                .map(v -> Api.string(v.asJsonObject(), "app")).toList();
    }

    /**
     * A re-analysis replaces the capture's inventory with its own once complete: without DPI the DNS server's
     * service has no application any more, and no host is doubled or lost.
     */
    @Test
    void aReanalysisReplacesTheInventory() throws Exception {
        String file = api.analysed("dns-mixed-records.pcap");
        Map<String, JsonObject> before = hosts(file);
        String server = before.keySet().stream().filter(a -> {
            try {
                return roleApps(file, a).contains("DNS");
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }).findFirst().orElseThrow(() -> new AssertionError("DPI named no DNS service"));
        Api.Reply queued = api.json("POST", "api/v1/files/" + file + "/reanalysis", "{\"enableDpi\": false}");
        assertEquals(202, queued.status(), queued.text());
        java.time.Instant end = java.time.Instant.now().plus(Captures.ANALYSIS);
        String status = "";
        while (java.time.Instant.now().isBefore(end) && !status.equals("COMPLETED") && !status.equals("FAILED")) {
            Thread.sleep(200);
            status = api.get("api/v1/files/" + file + "/reanalysis").json().getString("status");
        }
        assertEquals("COMPLETED", status);
        assertFalse(roleApps(file, server).isEmpty());
        assertTrue(roleApps(file, server).stream().allMatch(String::isEmpty), roleApps(file, server).toString());
        Map<String, JsonObject> after = hosts(file);
        assertEquals(before.keySet(), after.keySet());
        for (String address : before.keySet()) {
            for (String count : List.of("packetsSent", "bytesSent", "packetsReceived", "bytesReceived", "peers")) {
                assertEquals(before.get(address).getJsonNumber(count).longValue(),
                        after.get(address).getJsonNumber(count).longValue(), address + " " + count);
            }
        }
    }
}
