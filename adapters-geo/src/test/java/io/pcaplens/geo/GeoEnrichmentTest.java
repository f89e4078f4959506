package io.pcaplens.geo;

import com.sun.net.httpserver.HttpServer;
import io.pcaplens.application.host.GeoEnrichment;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoCache;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The enrichment's order (cache, online service, offline database) with the real offline database and the real
 * online client against a loopback server speaking ipinfo's JSON; the cache is a map, standing in for the table.
 */
class GeoEnrichmentTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");

    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private volatile long delayMillis;
    private final Map<String, Geo> table = new ConcurrentHashMap<>();

    private final GeoCache cache = new GeoCache() {
        @Override
        public Map<String, Geo> find(Collection<String> ips) {
            Map<String, Geo> found = new java.util.HashMap<>();
            ips.forEach(ip -> Optional.ofNullable(table.get(ip)).ifPresent(g -> found.put(ip, g)));
            return found;
        }

        @Override
        public void putAll(Map<String, Geo> answers) {
            answers.forEach(table::putIfAbsent);
        }
    };

    private GeoEnrichment enrichment(String url) throws IOException {
        OfflineGeoLocator offline = new OfflineGeoLocator(Optional.empty(), Optional.empty());
        // opened now, as the application does at its start, so that the timings below are the online service's
        offline.describe();
        IpinfoGeoLookup online = new IpinfoGeoLookup(Optional.ofNullable(url), Optional.empty(), 2000, 5000);
        return new GeoEnrichment(offline, online, cache);
    }

    /** Answers every address as Amsterdam, except 1.1.1.1, for which it knows no place. */
    private String start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            String path = exchange.getRequestURI().getPath();
            String ip = path.substring(1, path.length() - "/json".length());
            try {
                Thread.sleep(delayMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            String json = ip.equals("1.1.1.1") ? "{\"ip\":\"1.1.1.1\",\"anycast\":true}"
                    : "{\"ip\":\"" + ip + "\",\"city\":\"Amsterdam\",\"region\":\"North Holland\",\"country\":\"NL\","
                    + "\"org\":\"AS64500 Example Networks B.V.\"}";
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            try {
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            } catch (IOException gone) {
                // the client stopped waiting
            }
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void withoutAnOnlineServiceTheOfflineDatabaseAnswersExternalAddressesOnly() throws IOException {
        Map<String, Geo> found = enrichment(null).locate(CAPTURE, List.of("8.8.8.8", "192.168.1.1", "fe80::1", "1.1.1.1"));
        assertEquals(Map.of(
                "8.8.8.8", new Geo("United States", "US", null, null, "AS15169", "Google LLC", "offline"),
                "1.1.1.1", new Geo("Australia", "AU", null, null, "AS13335", "Cloudflare, Inc.", "offline")), found);
    }

    @Test
    void aUrlThatIsNotHttpLeavesTheServiceOffAndSaysWhy() throws IOException {
        IpinfoGeoLookup online = new IpinfoGeoLookup(Optional.of("ipinfo.io"), Optional.empty(), 2000, 5000);
        assertEquals(false, online.enabled());
        assertEquals("off: not an http(s) URL: ipinfo.io", online.describe());
        assertEquals("US", enrichment("::not a url").locate(CAPTURE, List.of("8.8.8.8")).get("8.8.8.8").countryCode());
    }

    @Test
    void onlineAnswersWinAreKeptAndAreNotAskedForAgain() throws IOException {
        // the online autonomous system (AS64500) wins over the bundled one of 8.8.8.8 (AS15169)
        GeoEnrichment geo = enrichment(start());
        Geo amsterdam = new Geo("Netherlands", "NL", "North Holland", "Amsterdam", "AS64500", "Example Networks B.V.",
                "online");
        Map<String, Geo> first = geo.locate(CAPTURE, List.of("8.8.8.8", "81.2.69.142", "10.0.0.1"));
        assertEquals(Map.of("8.8.8.8", amsterdam, "81.2.69.142", amsterdam), first);
        assertEquals(2, requests.get());
        assertEquals(Map.of("8.8.8.8", amsterdam, "81.2.69.142", amsterdam), table);

        Map<String, Geo> second = geo.locate(CAPTURE, List.of("8.8.8.8", "81.2.69.142"));
        assertEquals(first, second);
        assertEquals(2, requests.get());
    }

    @Test
    void anOnlineAnswerWithoutAPlaceGivesWayToTheOfflineDatabaseAndIsNotAskedAgain() throws IOException {
        GeoEnrichment geo = enrichment(start());
        assertEquals(new Geo("Australia", "AU", null, null, "AS13335", "Cloudflare, Inc.", "offline"),
                geo.locate(CAPTURE, List.of("1.1.1.1")).get("1.1.1.1"));
        geo.locate(CAPTURE, List.of("1.1.1.1"));
        assertEquals(1, requests.get());
    }

    @Test
    void aSlowServiceCostsTheRequestTimeoutAndTheOfflineDatabaseAnswers() throws IOException {
        GeoEnrichment geo = enrichment(start());
        delayMillis = 10_000;
        long t0 = System.nanoTime();
        Map<String, Geo> found = geo.locate(CAPTURE, List.of("8.8.8.8", "81.2.69.142", "2a00:1450:4001:80b::200e"));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals("US", found.get("8.8.8.8").countryCode());
        assertEquals("GB", found.get("81.2.69.142").countryCode());
        assertEquals("DE", found.get("2a00:1450:4001:80b::200e").countryCode());
        found.values().forEach(g -> assertEquals("offline", g.source()));
        assertTrue(millis < 6000, millis + " ms");
        assertTrue(table.isEmpty(), "nothing kept: " + table);
    }
}
