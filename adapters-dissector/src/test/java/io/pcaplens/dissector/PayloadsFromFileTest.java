package io.pcaplens.dissector;

import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.port.CaptureSlice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Payloads read from the capture file, confirmed by tshark's lengths, give every packet of every capture of
 * the corpus exactly what tshark's payload hex gives: the same packets, field for field. Frames the lengths
 * do not confirm send their slice back to tshark's hex from that frame on (NFLOG's, whose link type the walk
 * does not know), which this shows too.
 */
class PayloadsFromFileTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private List<PacketRecord> packets(TsharkDissector dissector, Path capture, Path dir) throws Exception {
        List<PacketRecord> packets = new ArrayList<>();
        for (CaptureSlice slice : dissector.slice(capture, Files.createDirectories(dir), 2)) {
            dissector.dissect(slice, packets::add, bytes -> { });
        }
        return packets;
    }

    /** The captures whose slices went back to tshark's hex, with the first frame each time. */
    private static final class Fallbacks extends Handler {
        final List<String> said = new ArrayList<>();

        @Override
        public void publish(LogRecord r) {
            if (r.getMessage() != null && r.getMessage().contains("payloads from tshark's hex")) {
                said.add(r.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void everyPacketOfTheCorpusIsTheSameWhicheverWayItsPayloadIsRead() throws Exception {
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
        Logger log = Logger.getLogger(TsharkDissector.class.getName());
        Fallbacks fallbacks = new Fallbacks();
        log.addHandler(fallbacks);
        TreeMap<String, Integer> fellBack = new TreeMap<>();
        long compared = 0;
        try {
            for (Path capture : captures) {
                String name = capture.getFileName().toString();
                // sliced small, so that ranges of a pcap and editcap's pcapng pieces are read too
                List<PacketRecord> fromHex = packets(new TsharkDissector(0, 3_000, false), capture, work.resolve(name + "-hex"));
                int before = fallbacks.said.size();
                List<PacketRecord> fromFile = packets(new TsharkDissector(0, 3_000, true), capture, work.resolve(name + "-file"));
                assertEquals(fromHex.size(), fromFile.size(), name);
                for (int i = 0; i < fromHex.size(); i++) {
                    assertEquals(fromHex.get(i), fromFile.get(i), name + " packet " + (i + 1));
                }
                compared += fromHex.size();
                if (fallbacks.said.size() > before) {
                    fellBack.put(name, fallbacks.said.size() - before);
                }
            }
        } finally {
            log.removeHandler(fallbacks);
        }
        System.out.println(compared + " packets of " + captures.size() + " captures compared; slices read again"
                + " with tshark's hex: " + fellBack);
        assertTrue(compared > 20_000, "the corpus was read");
        // IP tunnels, ERSPAN, VXLAN, GTP-U, ICMP errors and datagrams reassembled from fragments are all
        // walked; only a link type the walk does not know goes back to tshark's hex
        assertEquals(java.util.Set.of("nflog.pcap"), fellBack.keySet(), "slices read again: " + fellBack);
    }
}
