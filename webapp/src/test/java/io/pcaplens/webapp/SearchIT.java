package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import javax.naming.ldap.LdapName;
import java.io.ByteArrayInputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static io.pcaplens.webapp.AddressBlocks.inside;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Search that finds: the ip filter's CIDR blocks, checked against the address arithmetic of the rows' own
 * endpoints, the full payload search, checked against tshark's {@code frame contains} on the same captures, and
 * the names seen in a flow, checked against tshark's own DNS, HTTP, TLS and certificate fields.
 */
class SearchIT extends DeployedService {

    /**
     * A block selects the rows with an endpoint inside it, in the list, the flows, the CSV and the bulk PCAP;
     * the expectation is worked out here from the unfiltered rows with the JDK's own address parsing.
     */
    @Test
    void aCidrBlockSelectsTheRowsWithAnEndpointInsideItInEveryView() throws Exception {
        Map<String, List<String>> blocks = Map.of(
                "mdns.pcap", List.of("10.0.0.0/8", "224.0.0.0/4", "fe80::/10", "ff02::/16"),
                "ipv6-http-mixed.pcap", List.of("2a00:1450::/32", "2a00:d40:1:3::/64", "2001:db8::/32"));
        Map<String, String> fileIds = new HashMap<>();
        for (Map.Entry<String, List<String>> capture : blocks.entrySet()) {
            String id = AnalysedCaptures.id(api, capture.getKey());
            fileIds.put(capture.getKey(), id);
            String list = "api/v1/files/" + id + "/conversations";
            List<JsonObject> all = api.all(list);
            for (String block : capture.getValue()) {
                String q = "?ip=" + URLEncoder.encode(block, StandardCharsets.UTF_8);
                List<JsonObject> expected = all.stream()
                        .filter(c -> inside(c.getString("srcIp"), block) || inside(c.getString("dstIp"), block)).toList();
                assertEquals(ids(expected), ids(api.all(list + q)), capture.getKey() + " " + block);

                Set<String> flows = expected.stream().map(Flows::of).collect(Collectors.toCollection(TreeSet::new));
                assertEquals(flows.size(), api.all("api/v1/files/" + id + "/flows" + q).size(), block);

                Api.Reply csv = api.get(list + ".csv" + q);
                assertEquals(200, csv.status());
                assertEquals(expected.size() + 1, csv.text().lines().count(), block + ": header and the rows");

                if (!expected.isEmpty()) {
                    Api.Reply pcap = api.get("api/v1/files/" + id + "/conversations.pcap" + q + "&scope=row");
                    assertEquals(200, pcap.status(), pcap.text());
                    assertEquals(expected.stream().mapToLong(c -> c.getInt("packetCount")).sum(), tsharkFrames(pcap.body(), null).size(), block);
                }
            }
            assertTrue(capture.getValue().stream().anyMatch(b -> all.stream()
                    .anyMatch(c -> inside(c.getString("srcIp"), b) || inside(c.getString("dstIp"), b))), "some block matches");
        }
        // not a block: the spec's substring rule
        String mdns = fileIds.get("mdns.pcap");
        List<JsonObject> all = api.all("api/v1/files/" + mdns + "/conversations");
        assertEquals(ids(all.stream().filter(c -> (c.getString("srcIp") + " " + c.getString("dstIp")).contains("0.2")).toList()),
                ids(api.all("api/v1/files/" + mdns + "/conversations?ip=0.2")));
        assertEquals(200, api.get("api/v1/files/" + mdns + "/conversations?ip=10.0.0.0/33").status());

        // a complete address is that host only: 224.0.0.2 and ff02::1 are no endpoint of mdns.pcap, though
        // 224.0.0.22, 224.0.0.251 and ff02::16 begin with them; tshark's ip.addr/ipv6.addr counts the frames
        byte[] original = Files.readAllBytes(Captures.path("mdns.pcap"));
        for (String address : List.of("224.0.0.22", "224.0.0.2", "ff02::1", "ff02::16", "10.0.2.7")) {
            String q = "?ip=" + URLEncoder.encode(address, StandardCharsets.UTF_8);
            List<JsonObject> rows = api.all("api/v1/files/" + mdns + "/conversations" + q);
            long frames = tsharkFrames(original, (address.contains(":") ? "ipv6" : "ip") + ".addr==" + address).size();
            assertEquals(frames, rows.stream().mapToLong(c -> c.getInt("packetCount")).sum(), address + ": tshark's frames");
            assertTrue(rows.stream().allMatch(c -> inside(c.getString("srcIp"), address + (address.contains(":") ? "/128" : "/32"))
                    || inside(c.getString("dstIp"), address + (address.contains(":") ? "/128" : "/32"))), address);
        }
        assertTrue(all.stream().anyMatch(c -> (c.getString("srcIp") + " " + c.getString("dstIp")).contains("224.0.0.2")),
                "a substring of 224.0.0.2 would have matched");
        assertTrue(api.all("api/v1/files/" + mdns + "/conversations?ip=224.0.0.2").isEmpty(), "no row of 224.0.0.2");
        // a partial address keeps the substring rule
        assertEquals(ids(all.stream().filter(c -> (c.getString("srcIp") + " " + c.getString("dstIp")).contains("224.0.0.")).toList()),
                ids(api.all("api/v1/files/" + mdns + "/conversations?ip=224.0.0.")));

        // several terms are OR-ed, repeated or comma-separated, as the other filters' values
        List<Long> union = ids(all.stream().filter(c -> inside(c.getString("srcIp"), "10.0.0.0/8")
                || inside(c.getString("dstIp"), "10.0.0.0/8") || inside(c.getString("srcIp"), "ff02::/16")
                || inside(c.getString("dstIp"), "ff02::/16")).toList());
        assertTrue(union.size() > ids(api.all("api/v1/files/" + mdns + "/conversations?ip=10.0.0.0/8")).size(), "the second term adds rows");
        assertEquals(union, ids(api.all("api/v1/files/" + mdns + "/conversations?ip=10.0.0.0/8&ip=ff02::/16")), "repeated");
        assertEquals(union, ids(api.all("api/v1/files/" + mdns + "/conversations?ip="
                + URLEncoder.encode("10.0.0.0/8,ff02::/16", StandardCharsets.UTF_8))), "comma-separated");
    }

    /**
     * The full payload search selects the rows holding a packet in which tshark's {@code frame contains} finds
     * the bytes, for text beyond the stored 64 bytes and for hex; the spec's default search is unchanged.
     */
    @Test
    void theFullPayloadSearchSelectsTheRowsOfTheFramesTsharkFindsTheBytesIn() throws Exception {
        Map<String, List<String>> searches = Map.of(
                "http-bro-org-browsing.pcap", List.of("Firefox/24.0", "Content-Type: image/png", "0x89504e47", "bro-ids"),
                "http-png-image-port1080.pcapng", List.of("Content-Type: image/png", "0x89504e47", "49 45 4e 44"),
                "http-multi-objects.pcap", List.of("Content-Type: image/png", "0x89504e47", "keep-alive"));
        boolean beyondStored = false;
        String last = null;
        for (Map.Entry<String, List<String>> capture : searches.entrySet()) {
            String id = AnalysedCaptures.id(api, capture.getKey());
            last = id;
            String list = "api/v1/files/" + id + "/conversations";
            Map<Long, Long> rowOfFrame = new HashMap<>();
            for (JsonObject c : api.all(list)) {
                long row = c.getJsonNumber("id").longValue();
                api.all("api/v1/conversations/" + row + "/packets")
                        .forEach(p -> rowOfFrame.put(p.getJsonNumber("frameNumber").longValue(), row));
            }
            for (String pattern : capture.getValue()) {
                Set<Long> expected = new TreeSet<>();
                tsharkFrames(Files.readAllBytes(Captures.path(capture.getKey())), "frame contains " + displayFilterBytes(pattern))
                        .forEach(f -> expected.add(rowOfFrame.get(f)));
                String q = "?payload=" + URLEncoder.encode(pattern, StandardCharsets.UTF_8);
                Set<Long> full = new TreeSet<>(ids(api.all(list + q + "&payloadScope=full")));
                assertFalse(expected.isEmpty(), capture.getKey() + " " + pattern);
                assertEquals(expected, full, capture.getKey() + " " + pattern);
                Set<Long> stored = new TreeSet<>(ids(api.all(list + q)));
                assertEquals(stored, new TreeSet<>(ids(api.all(list + q + "&payloadScope=stored"))));
                assertTrue(full.containsAll(stored), pattern);
                beyondStored |= !stored.equals(full);
                Api.Reply page = api.get(list + q + "&payloadScope=full&size=10");
                assertEquals(200, page.status(), page.text());
                assertEquals(expected.size(), page.json().getInt("total"), "the total of a page");
            }
        }
        assertTrue(beyondStored, "some bytes lie beyond the stored 64 of every packet holding them");
        assertEquals(400, api.get("api/v1/files/" + last + "/conversations?payload=x&payloadScope=deep").status());
    }

    /**
     * The hostname part of the ip filter matches every name seen in a row's transport flow: DNS questions,
     * HTTP Host, TLS server names and the certificates' DNS names, each as tshark reads them from the capture,
     * and the common name of the server certificate's subject, as the JDK reads the certificate tshark gives;
     * the list and the detail give them with their source.
     */
    @Test
    void theHostnameFilterMatchesEveryNameTsharkSeesInTheRowsFlow() throws Exception {
        boolean onlyByName = false;
        for (String capture : List.of("tls12-basic.pcap", "tls13-curl.pcap")) {
            Map<String, Set<String>> namesOfFlow = tsharkNames(Captures.path(capture));
            String id = AnalysedCaptures.id(api, capture);
            String list = "api/v1/files/" + id + "/conversations";
            List<JsonObject> all = api.all(list);
            for (JsonObject c : all) {
                Set<String> expected = namesOfFlow.getOrDefault(Flows.of(c), Set.of());
                assertEquals(expected, names(c), capture + " " + Flows.of(c));
                JsonObject detail = api.get("api/v1/conversations/" + c.getJsonNumber("id").longValue()).json();
                assertEquals(expected, names(detail), "the detail of " + Flows.of(c));
            }
            Set<String> seen = namesOfFlow.values().stream().flatMap(Set::stream)
                    .map(n -> n.substring(n.indexOf(' ') + 1)).collect(Collectors.toCollection(TreeSet::new));
            assertFalse(seen.isEmpty(), capture);
            for (String name : seen) {
                List<JsonObject> matching = all.stream().filter(c -> withoutNames(c).contains(name)
                        || namesOfFlow.getOrDefault(Flows.of(c), Set.of()).stream()
                        .anyMatch(n -> n.substring(n.indexOf(' ') + 1).contains(name))).toList();
                String q = "?ip=" + URLEncoder.encode(name.toUpperCase(), StandardCharsets.UTF_8);
                assertEquals(ids(matching), ids(api.all(list + q)), capture + " " + name);
                assertEquals(matching.stream().map(Flows::of).distinct().count(),
                        api.all("api/v1/files/" + id + "/flows" + q).size(), capture + " " + name);
                onlyByName |= matching.stream().anyMatch(c -> !withoutNames(c).contains(name));
            }
        }
        assertTrue(onlyByName, "some row is found by a name that is not its SNI hostname");
    }

    /** What the spec's rule matches in a row, in lower case: srcIp, dstIp and the SNI hostname. */
    private static String withoutNames(JsonObject row) {
        return (row.getString("srcIp") + " " + row.getString("dstIp") + " " + Api.string(row, "hostname"))
                .toLowerCase();
    }

    /** A row's names as "SOURCE name". */
    private static Set<String> names(JsonObject row) {
        return Api.array(row, "names").stream().map(JsonValue::asJsonObject)
                .map(n -> n.getString("source") + " " + n.getString("name")).collect(Collectors.toSet());
    }

    /** The names tshark reads in each transport flow of a capture, as "SOURCE name" in lower case. */
    private static Map<String, Set<String>> tsharkNames(Path capture) throws Exception {
        List<String> fields = List.of("ip.src", "tcp.srcport", "udp.srcport", "ip.dst", "tcp.dstport", "udp.dstport",
                "dns.qry.name", "http.host", "tls.handshake.extensions_server_name", "x509ce.dNSName",
                "tls.handshake.certificate");
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields",
                "-E", "aggregator=|"));
        fields.forEach(f -> command.addAll(List.of("-e", f)));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, p.waitFor());
        List<String> sources = List.of("DNS", "HTTP_HOST", "TLS_SNI", "CERT_SAN");
        Map<String, Set<String>> byFlow = new HashMap<>();
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            boolean tcp = !f[1].isEmpty();
            String flow = Flows.key(tcp ? "TCP" : "UDP", f[0], tcp ? f[1] : f[2], f[3], tcp ? f[4] : f[5]);
            for (int k = 0; k < sources.size(); k++) {
                for (String name : f[6 + k].split("\\|")) {
                    if (!name.isEmpty()) {
                        byFlow.computeIfAbsent(flow, x -> new TreeSet<>()).add(sources.get(k) + " " + name.toLowerCase());
                    }
                }
            }
            String serverCertificate = f[6 + sources.size()].split("\\|")[0];
            if (!serverCertificate.isEmpty()) {
                commonName(serverCertificate).ifPresent(cn -> byFlow.computeIfAbsent(flow, x -> new TreeSet<>())
                        .add("CERT_SUBJECT " + cn.toLowerCase()));
            }
        }
        return byFlow;
    }

    /** The common name of the subject of a DER certificate given in hex, read by the JDK's X.509 parser. */
    private static java.util.Optional<String> commonName(String hex) throws Exception {
        X509Certificate certificate = (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(HexFormat.of().parseHex(hex)));
        return new LdapName(certificate.getSubjectX500Principal().getName()).getRdns().stream()
                .filter(r -> r.getType().equalsIgnoreCase("CN")).map(r -> r.getValue().toString())
                .reduce((first, second) -> second);
    }

    private static List<Long> ids(List<JsonObject> rows) {
        return rows.stream().map(c -> c.getJsonNumber("id").longValue()).sorted().toList();
    }

    /** Whether a node is an address inside the block, by the JDK's parsing and big-integer arithmetic. */
    /**
     * The ASCII badge (spec 8: more than 30 % printable among the first 256 payload bytes), counting printable bytes
     * in runs of 4 or more and never for bytes in TLS records: worked out here from tshark's own payload bytes and
     * layers, frame by frame, and compared with every packet the API lists.
     */
    @Test
    void theAsciiBadgeMarksTextAndNeverTlsRecords() throws Exception {
        for (String capture : List.of("tls12-expired-cert.pcap", "http-bro-org-browsing.pcap", "telnet-login.pcap")) {
            Map<Long, Boolean> expected = new HashMap<>();
            Process p = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(), "-T", "fields",
                    "-E", "occurrence=f", "-e", "frame.number", "-e", "frame.protocols", "-e", "tcp.payload",
                    "-e", "udp.payload").redirectError(ProcessBuilder.Redirect.DISCARD).start();
            for (String line : new String(p.getInputStream().readAllBytes()).lines().toList()) {
                String[] f = line.split("\t", -1);
                String hex = (f[2].isEmpty() ? f[3] : f[2]).replace(":", "");
                if (!hex.isEmpty()) {
                    boolean records = java.util.Arrays.asList(f[1].split(":")).stream()
                            .anyMatch(l -> Set.of("tls", "ssl", "dtls", "quic").contains(l));
                    expected.put(Long.parseLong(f[0]), !records && text(HexFormat.of().parseHex(hex.substring(0, Math.min(512, hex.length())))));
                }
            }
            assertEquals(0, p.waitFor());
            String id = AnalysedCaptures.id(api, capture);
            int packets = 0;
            int badged = 0;
            for (JsonObject c : api.all("api/v1/files/" + id + "/conversations")) {
                for (JsonObject packet : api.all("api/v1/conversations/" + c.getJsonNumber("id") + "/packets")) {
                    Boolean want = expected.get(packet.getJsonNumber("frameNumber").longValue());
                    if (want == null) {
                        continue;
                    }
                    packets++;
                    badged += packet.getBoolean("ascii") ? 1 : 0;
                    assertEquals(want, packet.getBoolean("ascii"), capture + " frame " + packet.getJsonNumber("frameNumber")
                            + " of " + c.getString("protocol"));
                    if (c.getString("protocol").startsWith("TLS")) {
                        assertFalse(packet.getBoolean("ascii"), capture + ": a TLS record badged ASCII");
                    }
                }
            }
            assertTrue(packets > 0, capture);
            assertTrue(!capture.startsWith("http") || badged > 0, capture + ": the HTTP requests are text");
        }
    }

    /** More than 30 % of the bytes printable, counted in runs of at least 4 (or all of a shorter payload). */
    private static boolean text(byte[] b) {
        int least = Math.min(4, b.length);
        int counted = 0;
        int run = 0;
        for (byte x : b) {
            int v = x & 0xff;
            if (v >= 0x20 && v <= 0x7e || v == 9 || v == 10 || v == 13) {
                run++;
            } else {
                counted += run >= least ? run : 0;
                run = 0;
            }
        }
        counted += run >= least ? run : 0;
        return counted > 0.3 * b.length;
    }

    /** The pattern in a display filter's byte syntax: "text" or 89:50:4e:47. */
    private static String displayFilterBytes(String pattern) {
        if (pattern.startsWith("0x")) {
            return pattern.substring(2).replaceAll("(..)(?!$)", "$1:");
        }
        if (pattern.matches("[0-9a-f]{2}( [0-9a-f]{2})+")) {
            return pattern.replace(' ', ':');
        }
        return "\"" + pattern + "\"";
    }

    /** The frame numbers tshark reads from a capture, those a display filter selects when one is given. */
    private static List<Long> tsharkFrames(byte[] capture, String filter) throws Exception {
        Path file = Files.createTempFile("search", ".cap");
        try {
            Files.write(file, capture);
            List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", file.toString()));
            if (filter != null) {
                command.addAll(List.of("-Y", filter));
            }
            command.addAll(List.of("-T", "fields", "-e", "frame.number"));
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            List<Long> frames = new String(p.getInputStream().readAllBytes()).lines().map(Long::parseLong).toList();
            assertEquals(0, p.waitFor(), filter);
            return frames;
        } finally {
            Files.delete(file);
        }
    }
}
