package io.pcaplens.webapp;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Geolocation as deployed (spec 2.5): the service is configured with an ipinfo-compatible online service at
 * {@code pcaplens.geo.port} on loopback, where this test runs a stand-in that answers in ipinfo's JSON and counts
 * what it is asked. Other test classes find nothing listening there and get the offline database's answers.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GeoIT extends DeployedService {

    private static final int PORT = Integer.getInteger("pcaplens.geo.port", 18977);

    /** Every address of ipv6-http-mixed.pcap (tshark -e ipv6.src -e ipv6.dst): all of them external. */
    private static final Set<String> MIXED_ADDRESSES = Set.of(
            "2a00:1450:4001:803::1012", "2a00:1450:4001:803::1017", "2a00:1450:4006:803::2008",
            "2a00:1450:4006:804::200e", "2a00:1450:400b:c02::5f", "2a00:1450:400b:c02::9a",
            "2a00:d40:1:3:7aac:c0ff:fea7:d4c", "2a02:26f0:ad:197::236", "2a02:26f0:ad:1a1::eed",
            "2a03:2880:1010:3f20:face:b00c:0:25de", "2a03:b0c0:3:d0::70:1001");

    /**
     * The stand-in knows no place for this one, so the offline databases' answer stands (DB-IP: GB; the address is
     * in DigitalOcean's 2a03:b0c0::/32, AS14061).
     */
    private static final String UNPLACED = "2a03:b0c0:3:d0::70:1001";

    private static HttpServer service;
    /** Requests per address, since the stand-in started. */
    private static final Map<String, Integer> asked = new ConcurrentHashMap<>();

    /**
     * A stand-in for ipinfo.io: every address is in Amsterdam, on an AS of the documentation range, except one it
     * has no place for.
     */
    @BeforeAll
    static void startService() throws IOException {
        service = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), PORT), 0);
        service.setExecutor(Executors.newFixedThreadPool(4));
        service.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String ip = path.substring(1, path.length() - "/json".length());
            asked.merge(ip, 1, Integer::sum);
            String json = ip.equals(UNPLACED)
                    ? "{\"ip\":\"" + ip + "\",\"org\":\"AS14061 DigitalOcean, LLC\"}"
                    : "{\"ip\":\"" + ip + "\",\"city\":\"Amsterdam\",\"region\":\"North Holland\",\"country\":\"NL\","
                    + "\"loc\":\"52.3740,4.8897\",\"org\":\"AS64500 Example Networks B.V.\",\"postal\":\"1012\","
                    + "\"timezone\":\"Europe/Amsterdam\"}";
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        service.start();
    }

    @AfterAll
    static void stopService() {
        if (service != null) {
            service.stop(0);
        }
    }

    private static final Map<String, String> OFFLINE_GB = Map.of("country", "United Kingdom", "countryCode", "GB",
            "asn", "AS14061", "org", "DigitalOcean, LLC", "source", "offline");

    private static Map<String, String> strings(JsonObject o) {
        return o.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
                e -> ((jakarta.json.JsonString) e.getValue()).getString()));
    }

    private List<JsonObject> conversations(String id) throws Exception {
        return api.all("api/v1/files/" + id + "/conversations");
    }

    @Test
    @Order(1)
    void systemNamesTheSourcesAndTheCreditTheBundledDatabaseAsksFor() throws Exception {
        JsonObject system = api.get("api/v1/system").json();
        String geolocation = system.getJsonObject("features").getString("geolocation");
        assertTrue(geolocation.contains("bundled DB-IP"), geolocation);
        assertTrue(geolocation.contains("ASN bundled ip-location-db ASN ranges"), geolocation);
        assertTrue(geolocation.contains("http://127.0.0.1:" + PORT), geolocation);
        JsonObject credit = system.getJsonObject("geoAttribution");
        assertEquals("IP Geolocation by DB-IP", credit.getString("text"));
        assertEquals("https://db-ip.com", credit.getString("url"));
    }

    @Test
    @Order(2)
    void externalAddressesCarryTheOnlineServicesAnswerAndEachIsAskedOnce() throws Exception {
        String id = api.analysed("ipv6-http-mixed.pcap");
        List<JsonObject> rows = conversations(id);
        assertFalse(rows.isEmpty());
        Set<String> seen = new TreeSet<>();
        for (JsonObject row : rows) {
            for (String side : List.of("src", "dst")) {
                String ip = row.getString(side + "Ip");
                seen.add(ip);
                JsonObject geo = row.getJsonObject(side + "Geo");
                if (ip.equals(UNPLACED)) {
                    assertEquals(OFFLINE_GB, strings(geo), ip);
                    continue;
                }
                assertEquals(Map.of("country", "Netherlands", "countryCode", "NL", "region", "North Holland",
                                "city", "Amsterdam", "asn", "AS64500", "org", "Example Networks B.V.", "source", "online"),
                        strings(geo), ip);
            }
        }
        assertEquals(new TreeSet<>(MIXED_ADDRESSES), seen);
        // an earlier run against the same database may have cached some already; none is ever asked twice
        assertTrue(MIXED_ADDRESSES.containsAll(asked.keySet()), asked.toString());
        asked.values().forEach(n -> assertEquals(1, n, asked.toString()));

        Api.Reply filtered = api.get("api/v1/files/" + id + "/conversations?country=NL&size=100");
        assertEquals(rows.size(), filtered.json().getJsonArray("items").size());
    }

    @Test
    @Order(3)
    void aSecondAnalysisOfTheSameAddressesAsksTheServiceNothing() throws Exception {
        Map<String, Integer> before = Map.copyOf(asked);
        String id = api.analysed("ipv6-http-mixed.pcap");
        assertEquals(before, Map.copyOf(asked));
        for (JsonObject row : conversations(id)) {
            for (String side : List.of("src", "dst")) {
                String expected = row.getString(side + "Ip").equals(UNPLACED) ? "offline" : "online";
                assertEquals(expected, row.getJsonObject(side + "Geo").getString("source"), row.toString());
            }
        }
    }

    @Test
    @Order(4)
    void withTheServiceDownTheOfflineDatabaseAnswersAndInternalAddressesStayUnlocated() throws Exception {
        service.stop(0);
        long t0 = System.nanoTime();
        String id = api.analysed("smtp-zip-attachment.pcap");
        long millis = (System.nanoTime() - t0) / 1_000_000;
        List<JsonObject> rows = conversations(id);
        assertFalse(rows.isEmpty());
        for (JsonObject row : rows) {
            // tshark: 10.180.156.249 (private) talks to 64.236.64.225, which DB-IP places in the United States, in a
            // block of AOL's that Microsoft bought and announces from AS8075
            JsonObject external = row.getString("srcIp").equals("64.236.64.225") ? row.getJsonObject("srcGeo")
                    : row.getJsonObject("dstGeo");
            String internalSide = row.getString("srcIp").equals("64.236.64.225") ? "dstGeo" : "srcGeo";
            assertFalse(row.containsKey(internalSide) && !row.isNull(internalSide), row.toString());
            assertEquals("US", external.getString("countryCode"), row.toString());
            assertEquals("United States", external.getString("country"));
            assertEquals("offline", external.getString("source"));
            assertEquals("AS8075", external.getString("asn"), external.toString());
            assertEquals("Microsoft Corporation", external.getString("org"));
        }
        assertTrue(millis < 30_000, "analysis took " + millis + " ms");
    }
}
