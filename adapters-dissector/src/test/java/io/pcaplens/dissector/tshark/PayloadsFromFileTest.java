package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.LogonTraffic;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.packet.PacketRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every way of reading a slice gives every packet of every capture of the corpus exactly what tshark's field
 * output with the payloads' hex gives, field for field: payloads read from the capture file, confirmed by
 * tshark's lengths; and tshark's custom columns with those payloads. Frames the lengths do not confirm send
 * their slice back to tshark's hex from that frame on (NFLOG's, whose link type the walk does not know), frames
 * the columns may not give exactly send it to the field output, which this shows too: on the corpus, only
 * captures made to hold such values do.
 */
class PayloadsFromFileTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private List<PacketRecord> packets(TsharkDissector dissector, Path capture, Path dir) throws Exception {
        List<PacketRecord> packets = new ArrayList<>();
        for (CaptureSlice slice : dissector.slice(capture, Files.createDirectories(dir), 1)) {
            dissector.dissect(slice, packets::add, bytes -> { });
        }
        return packets;
    }

    /**
     * The slices that went back to tshark's hex, or from its columns to its field output, with the frame: per
     * thread, since a slice is read and its fallback said on the thread that reads the capture.
     */
    private static final class Fallbacks extends Handler {
        private final Map<Long, List<String>> said = new ConcurrentHashMap<>();

        @Override
        public void publish(LogRecord r) {
            if (r.getMessage() != null && r.getMessage().startsWith("slice from frame")) {
                onThread(r.getLongThreadID()).add(r.getMessage());
            }
        }

        /** What was said on the current thread so far. */
        List<String> here() {
            return onThread(Thread.currentThread().getId());
        }

        private List<String> onThread(long thread) {
            return said.computeIfAbsent(thread, t -> new ArrayList<>());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    /** The captures made here whose free text the columns cannot give exactly: commas, escapes, control bytes. */
    private List<Path> madeDoubtful() throws Exception {
        return List.of(
                Files.write(work.resolve("hostile.pcap"), HostileTraffic.recording().pcap()),
                Files.write(work.resolve("commas.pcap"), HostileTraffic.commas().pcap()),
                Files.write(work.resolve("pipelined.pcap"), HostileTraffic.pipelined().pcap()));
    }

    @Test
    void everyPacketOfTheCorpusIsTheSameWhicheverWayItIsRead() throws Exception {
        List<Path> captures = new ArrayList<>();
        try (Stream<Path> s = Files.list(PCAPS)) {
            s.filter(p -> p.toString().endsWith(".pcap") || p.toString().endsWith(".pcapng")).sorted()
                    .forEach(captures::add);
        }
        // captured short (snap length 80): tshark counts the whole payload but prints only the bytes captured
        for (String name : List.of("http-pdf-download.pcap", "large-mixed-merged.pcap")) {
            Path snapped = work.resolve("snap80-" + name);
            Process editcap = new ProcessBuilder("editcap", "-s", "80", PCAPS.resolve(name).toString(), snapped.toString())
                    .redirectErrorStream(true).start();
            editcap.getInputStream().readAllBytes();
            assertEquals(0, editcap.waitFor());
            captures.add(snapped);
        }
        captures.addAll(madeDoubtful());
        // made logons: an LDAP bind's name and HTTP Authorization headers, which the columns give exactly
        captures.add(Files.write(work.resolve("logons.pcap"), LogonTraffic.recording().pcap()));
        Logger log = Logger.getLogger(TsharkDissector.class.getName());
        Fallbacks fallbacks = new Fallbacks();
        log.addHandler(fallbacks);
        Map<TsharkDissector.Reading, Map<String, List<String>>> fellBack = new ConcurrentHashMap<>();
        long compared = 0;
        // the captures side by side on the cores, each read all three ways on one thread
        ExecutorService cores = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<Long>> read = new ArrayList<>();
            for (Path capture : captures) {
                read.add(cores.submit(() -> readEachWay(capture, fallbacks, fellBack)));
            }
            for (Future<Long> packets : read) {
                compared += result(packets);
            }
        } finally {
            cores.shutdown();
            log.removeHandler(fallbacks);
        }
        System.out.println(compared + " packets of " + captures.size() + " captures compared each way; slices read"
                + " again: " + fellBack);
        assertTrue(compared > 20_000, "the corpus was read");
        // IP tunnels, ERSPAN, VXLAN, GTP-U, ICMP errors and datagrams reassembled from fragments are all
        // walked; only a link type the walk does not know goes back to tshark's hex
        assertEquals(Map.of("nflog.pcap", 1), counted(fellBack.get(TsharkDissector.Reading.LENGTHS), "hex"),
                "slices read again: " + fellBack);
        // the columns give every frame of the corpus exactly; only the captures made doubtful go to the fields
        assertEquals(Map.of("nflog.pcap", 1), counted(fellBack.get(TsharkDissector.Reading.COLUMNS), "hex"),
                "slices read again: " + fellBack);
        // hostile.pcap: a backslash in a User-Agent; commas.pcap: a DNS query of two names, one with a comma, after
        // the values it holds alone in their frames were read from the columns; pipelined.pcap: two requests'
        // User-Agents and Hosts in one frame, told by their second occurrences
        assertEquals(Map.of("hostile.pcap", 1, "commas.pcap", 1, "pipelined.pcap", 1),
                counted(fellBack.get(TsharkDissector.Reading.COLUMNS), "field output"), "slices read again: " + fellBack);
    }

    /** Reads the capture with tshark's hex, then its lengths and columns, which must give the same packets. */
    private long readEachWay(Path capture, Fallbacks fallbacks,
                             Map<TsharkDissector.Reading, Map<String, List<String>>> fellBack) throws Exception {
        String name = capture.getFileName().toString();
        // sliced small, so that ranges of a large pcap and editcap's pcapng pieces are read too
        List<PacketRecord> fromHex = packets(new TsharkDissector(0, 3_000, TsharkDissector.Reading.HEX),
                capture, work.resolve(name + "-hex"));
        for (TsharkDissector.Reading reading : List.of(TsharkDissector.Reading.LENGTHS,
                TsharkDissector.Reading.COLUMNS)) {
            int before = fallbacks.here().size();
            List<PacketRecord> read = packets(new TsharkDissector(0, 3_000, reading), capture,
                    work.resolve(name + "-" + reading));
            assertEquals(fromHex.size(), read.size(), name + " " + reading);
            for (int i = 0; i < fromHex.size(); i++) {
                assertEquals(fromHex.get(i), read.get(i), name + " " + reading + " packet " + (i + 1));
            }
            List<String> said = fallbacks.here();
            if (said.size() > before) {
                fellBack.computeIfAbsent(reading, r -> new ConcurrentHashMap<>())
                        .put(name, List.copyOf(said.subList(before, said.size())));
            }
        }
        return fromHex.size();
    }

    /** A capture's result, its failed assertion thrown as it is. */
    private static long result(Future<Long> packets) throws Exception {
        try {
            return packets.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw (Exception) e.getCause();
        }
    }

    /** Per capture, how many of its slices went to the reading these words name. */
    private static Map<String, Integer> counted(Map<String, List<String>> fellBack, String words) {
        Map<String, Integer> counted = new TreeMap<>();
        if (fellBack != null) {
            fellBack.forEach((name, said) -> {
                int n = (int) said.stream().filter(m -> m.contains(words)).count();
                if (n > 0) {
                    counted.put(name, n);
                }
            });
        }
        return counted;
    }
}
