package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A bulk download whose client reads at a crawl holds the export open for as long as the client likes; meanwhile a
 * new capture is analysed, another capture analysed again, and another capture's packets and replay read, each in
 * its usual time (docs/analysis.md: a capture's packet partition is attached and detached without a lock that readers wait
 * behind, and a download holds no lock a new partition waits for).
 */
class CrawlingDownloadIT extends DeployedService {

    /** Far past the kernel's send buffer (at most 4 MiB here) and the client's receive window: the export crawls. */
    private static final int COPIES = 24;
    /** What each step while the download crawls may take: a fresh analysis of four frames takes a few seconds. */
    private static final Duration IN_TIME = Duration.ofSeconds(60);

    @Test
    void aCrawlingDownloadHoldsUpNoUploadReanalysisOrReaderOfAnotherCapture() throws Exception {
        byte[] big = Captures.repeated("http-bro-org-browsing.pcap", COPIES);
        String downloaded = api.uploadAfresh("bro-org-" + COPIES + "-times.pcap", big, Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(downloaded, Captures.ANALYSIS).getString("status"));
        String other = api.analysed("dns-mixed-records.pcap");
        long otherConversation = api.all("api/v1/files/" + other + "/conversations").get(0).getJsonNumber("id")
                .longValue();

        try (Socket download = new Socket()) {
            download.setReceiveBufferSize(4096);
            download.connect(new InetSocketAddress(base.getHost(), base.getPort()));
            download.getOutputStream().write(("GET /api/v1/files/" + downloaded + "/conversations.pcap HTTP/1.1\r\n"
                    + "Host: " + base.getHost() + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            ThrottledReader reader = new ThrottledReader(download.getInputStream());
            reader.start();

            Instant at = Instant.parse("2017-01-01T00:00:00Z").plusSeconds(new Random().nextInt(300 * 24 * 3600));
            String uploaded = api.uploadAfresh("during-download.pcap", Captures.dhcpAt(at), Map.of());
            assertEquals("COMPLETED", api.awaitAnalysis(uploaded, IN_TIME).getString("status"),
                    "a capture uploaded while the download crawls is analysed");

            assertEquals(202, api.json("POST", "api/v1/files/" + other + "/reanalysis", "{}").status());
            assertEquals("COMPLETED", awaitReanalysis(other).getString("status"));

            long conversation = api.all("api/v1/files/" + other + "/conversations").get(0).getJsonNumber("id")
                    .longValue();
            Api.Reply packets = api.get("api/v1/conversations/" + conversation + "/packets");
            assertEquals(200, packets.status(), packets.text());
            Api.Reply steps = api.get("api/v1/tracer/" + conversation + "/steps");
            assertEquals(200, steps.status(), steps.text());
            assertTrue(reader.isAlive(), "the download was still under way all the while: " + reader.read()
                    + " of about " + big.length + " bytes read");

            RawHttp.Answer answer = RawHttp.parse(reader.rest());
            assertEquals(200, answer.status(), answer.headers().toString());
            Api.Reply whole = api.get("api/v1/files/" + downloaded + "/conversations.pcap");
            assertEquals(200, whole.status());
            byte[] crawled = answer.body();
            assertTrue(records(crawled) > records(big) / 2, records(crawled) + " records");
            assertTrue(java.util.Arrays.equals(whole.body(), crawled), "the crawling download brings the bytes a fast"
                    + " one does: " + crawled.length + " and " + whole.body().length + " bytes");
        }
    }

    /**
     * A client reading 4 KiB every 20 ms (200 KiB/s, a slow link), through a 4 KiB receive window, until told to
     * read the rest at once: the export stays open, and always moving, for as long as the test needs.
     */
    private static final class ThrottledReader extends Thread {

        private final InputStream in;
        private final ByteArrayOutputStream got = new ByteArrayOutputStream();
        private volatile boolean throttled = true;
        private volatile IOException failure;

        ThrottledReader(InputStream in) {
            this.in = in;
            setDaemon(true);
        }

        @Override
        public void run() {
            byte[] chunk = new byte[4096];
            try {
                for (int n; (n = in.read(chunk)) >= 0; ) {
                    synchronized (got) {
                        got.write(chunk, 0, n);
                    }
                    if (throttled) {
                        Thread.sleep(20);
                    }
                }
            } catch (IOException e) {
                failure = e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        int read() {
            synchronized (got) {
                return got.size();
            }
        }

        /** Everything, once the rest has been read at full speed to the end. */
        byte[] rest() throws Exception {
            throttled = false;
            join(Duration.ofSeconds(120).toMillis());
            if (failure != null) {
                throw failure;
            }
            assertTrue(!isAlive(), "the download ended");
            synchronized (got) {
                return got.toByteArray();
            }
        }
    }

    private JsonObject awaitReanalysis(String file) throws Exception {
        Instant end = Instant.now().plus(IN_TIME);
        while (Instant.now().isBefore(end)) {
            JsonObject latest = api.get("api/v1/files/" + file + "/reanalysis").json();
            if (latest.getString("status").equals("COMPLETED") || latest.getString("status").equals("FAILED")) {
                return latest;
            }
            Thread.sleep(200);
        }
        fail("the re-analysis of " + file + " did not end within " + IN_TIME + " while a download crawled");
        return null;
    }

    /** The records of a little-endian classic pcap. */
    private static int records(byte[] pcap) {
        ByteBuffer b = ByteBuffer.wrap(pcap).order(ByteOrder.LITTLE_ENDIAN);
        int n = 0;
        for (int at = 24; at + 16 <= pcap.length; at += 16 + b.getInt(at + 8)) {
            n++;
        }
        return n;
    }
}
