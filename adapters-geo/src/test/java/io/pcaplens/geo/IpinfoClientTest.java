package io.pcaplens.geo;

import com.sun.net.httpserver.HttpServer;
import io.pcaplens.domain.conversation.Geo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The client against a real HTTP server on loopback that answers like ipinfo.io. */
class IpinfoClientTest {

    /** ipinfo.io's free answers for these addresses, as the service returns them. */
    private static final Map<String, String> ANSWERS = Map.of(
            "8.8.8.8", """
                    {"ip":"8.8.8.8","hostname":"dns.google","city":"Mountain View","region":"California",
                     "country":"US","loc":"37.4056,-122.0775","org":"AS15169 Google LLC","postal":"94043",
                     "timezone":"America/Los_Angeles","anycast":true}""",
            "2a00:1450:4001:80b::200e", """
                    {"ip":"2a00:1450:4001:80b::200e","hostname":"fra16s48-in-x0e.1e100.net","city":"Frankfurt am Main",
                     "region":"Hesse","country":"DE","loc":"50.1155,8.6842","org":"AS15169 Google LLC",
                     "postal":"60306","timezone":"Europe/Berlin"}""",
            "1.1.1.1", """
                    {"ip":"1.1.1.1","hostname":"one.one.one.one","city":"Brisbane","region":"Queensland",
                     "country":"AU","loc":"-27.4820,153.0136","org":"AS13335 Cloudflare, Inc.","postal":"4101",
                     "timezone":"Australia/Brisbane","anycast":true}""");

    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private final Map<String, String> authorization = new ConcurrentHashMap<>();
    private volatile long delayMillis;

    private URI start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            String path = exchange.getRequestURI().getPath();     // /{ip}/json
            String ip = path.substring(1, path.length() - "/json".length());
            String auth = exchange.getRequestHeaders().getFirst("Authorization");
            if (auth != null) {
                authorization.put(ip, auth);
            }
            try {
                Thread.sleep(delayMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            String body = ip.equals("9.9.9.9") ? "<html><body>Too many requests</body></html>"
                    : ANSWERS.getOrDefault(ip, "{\"ip\":\"" + ip + "\",\"bogon\":true}");
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            try {
                exchange.sendResponseHeaders(200, bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            } catch (IOException gone) {
                // the client gave up waiting
            }
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static IpinfoClient client(URI base, String token) {
        return new IpinfoClient(base, token, Duration.ofMillis(2000), Duration.ofMillis(5000), 8);
    }

    @Test
    void readsCountryRegionCityAsnAndOrganisation() throws IOException {
        Map<String, Geo> found = client(start(), null).lookup(List.of("8.8.8.8", "2a00:1450:4001:80b::200e", "1.1.1.1"));
        assertEquals(new Geo("United States", "US", "California", "Mountain View", "AS15169", "Google LLC", "online"),
                found.get("8.8.8.8"));
        assertEquals(new Geo("Germany", "DE", "Hesse", "Frankfurt am Main", "AS15169", "Google LLC", "online"),
                found.get("2a00:1450:4001:80b::200e"));
        assertEquals("Cloudflare, Inc.", found.get("1.1.1.1").org());
        assertEquals(3, requests.get());
    }

    @Test
    void anAddressTheServiceDoesNotPlaceIsAnsweredWithoutCountry() throws IOException {
        Map<String, Geo> found = client(start(), null).lookup(List.of("203.0.113.9"));
        assertEquals(new Geo(null, null, null, null, null, null, "online"), found.get("203.0.113.9"));
    }

    @Test
    void anUnreadableAnswerCountsAsNoneAndTheOthersStand() throws IOException {
        Map<String, Geo> found = client(start(), null).lookup(List.of("9.9.9.9", "8.8.8.8"));
        assertEquals(Set.of("8.8.8.8"), found.keySet());
    }

    @Test
    void sendsTheTokenAsBearer() throws IOException {
        client(start(), "s3cret").lookup(List.of("8.8.8.8"));
        assertEquals("Bearer s3cret", authorization.get("8.8.8.8"));
    }

    @Test
    void aSlowServiceIsGivenUpOnWithinTheRequestTimeout() throws IOException {
        URI base = start();
        delayMillis = 10_000;
        IpinfoClient client = new IpinfoClient(base, null, Duration.ofMillis(300), Duration.ofMillis(5000), 8);
        long t0 = System.nanoTime();
        Map<String, Geo> found = client.lookup(List.of("8.8.8.8", "1.1.1.1"));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(found.isEmpty(), found.toString());
        assertTrue(millis < 5000, millis + " ms");
    }

    @Test
    void manyAddressesOnASlowServiceStopAtTheDeadline() throws IOException {
        URI base = start();
        delayMillis = 400;
        IpinfoClient client = new IpinfoClient(base, null, Duration.ofMillis(2000), Duration.ofMillis(1000), 2);
        List<String> ips = java.util.stream.IntStream.range(1, 60).mapToObj(i -> "8.8.4." + i).toList();
        long t0 = System.nanoTime();
        Map<String, Geo> found = client.lookup(ips);
        long millis = (System.nanoTime() - t0) / 1_000_000;
        // two at a time, 400 ms each: about four answers fit in one second; the rest (12 s of them) are not
        // waited for. The bounds leave room for a loaded machine.
        assertTrue(found.size() >= 1 && found.size() <= 8, found.size() + " answers");
        assertTrue(millis < 3000, millis + " ms");
    }

    @Test
    void aServiceThatRefusesConnectionsEndsTheBatchAtOnce() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        IpinfoClient client = client(URI.create("http://127.0.0.1:" + port), null);
        List<String> ips = java.util.stream.IntStream.range(1, 200).mapToObj(i -> "8.8.4." + i).toList();
        long t0 = System.nanoTime();
        Map<String, Geo> found = client.lookup(ips);
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(found.isEmpty());
        assertTrue(millis < 1000, millis + " ms");
    }
}
