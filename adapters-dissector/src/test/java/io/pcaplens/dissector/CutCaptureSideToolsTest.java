package io.pcaplens.dissector;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.Recording;
import io.pcaplens.dissector.extraction.TsharkObjectExtractor;
import io.pcaplens.dissector.extraction.TsharkObjectExtractorTest;
import io.pcaplens.dissector.ndpi.NdpiReader;
import io.pcaplens.dissector.suricata.Suricata;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.flow.IdsAlert;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The side tools on a capture cut short in the middle of a frame, as a capture program stopped abruptly leaves
 * it: each gives what it gives for the same complete frames in a file that ends cleanly.
 */
class CutCaptureSideToolsTest {

    /** Complete frames before the cut: the HTTP requests, the TLS hello, the DNS exchange and the FTP login. */
    private static final int WHOLE_FRAMES = 69;

    @TempDir
    Path work;
    private Path cut;
    private Path clean;

    @BeforeEach
    void captures() throws Exception {
        Recording traffic = HostileTraffic.recording();
        byte[] pcap = traffic.pcap();
        int end = 24;
        for (int i = 0; i < WHOLE_FRAMES; i++) {
            end += 16 + traffic.records().get(i).frame().length;
        }
        cut = Files.write(work.resolve("cut.pcap"), Arrays.copyOf(pcap, end + 16 + 20));
        clean = Files.write(work.resolve("clean.pcap"), traffic.first(WHOLE_FRAMES).pcap());
    }

    private Path dir(String name) throws Exception {
        return Files.createDirectories(work.resolve(name));
    }

    @Test
    void ndpiReaderFindsTheFlowsOfTheCompleteFrames() throws Exception {
        NdpiReader ndpi = new NdpiReader();
        List<?> flows = ndpi.inspect(clean, dir("ndpi-clean"));
        assertFalse(flows.isEmpty());
        assertEquals(flows, ndpi.inspect(cut, dir("ndpi-cut")));
    }

    @Test
    void suricataRaisesTheAlertsOfTheCompleteFrames() throws Exception {
        Path rules = Files.writeString(dir("rules").resolve("marker.rules"), "alert http any any -> any any"
                + " (msg:\"marked request\"; flow:to_server; http.uri; content:\"" + HostileTraffic.MARKER + "\";"
                + " sid:9900001; rev:1;)\n");
        Suricata suricata = new Suricata(Optional.of(rules.getParent().toString()));
        Set<IdsAlert> alerts = new HashSet<>(suricata.detect(clean, dir("suricata-clean")));
        assertTrue(alerts.stream().anyMatch(a -> a.signature().equals("marked request")), alerts.toString());
        assertTrue(alerts.stream().anyMatch(a -> a.signature().contains("FTP password")), alerts.toString());
        assertEquals(alerts, new HashSet<>(suricata.detect(cut, dir("suricata-cut"))));
    }

    private record Exported(String protocol, long frame, String name, String sha256) {
    }

    private List<Exported> export(Path capture, String name) throws Exception {
        Set<String> all = new HashSet<>(TsharkObjectExtractor.FRAMED);
        all.addAll(TsharkObjectExtractor.ASSEMBLED);
        List<Exported> objects = new java.util.ArrayList<>();
        for (ExportedObject o : new TsharkObjectExtractor().export(capture, all, dir(name))) {
            objects.add(new Exported(o.protocol(), o.frameNumber(), o.name(), TsharkObjectExtractorTest.sha256(o.content())));
        }
        return objects;
    }

    @Test
    void tsharkExportsTheObjectsOfTheCompleteFrames() throws Exception {
        List<Exported> objects = export(clean, "objects-clean");
        // the answer to the marked request, frame 6, named after the basename of its URI
        assertTrue(objects.stream().anyMatch(o -> o.frame() == 6 && o.name().startsWith("report")), objects.toString());
        assertEquals(objects, export(cut, "objects-cut"));
    }
}
