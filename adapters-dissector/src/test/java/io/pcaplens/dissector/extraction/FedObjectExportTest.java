package io.pcaplens.dissector.extraction;

import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.extraction.ExportedObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A capture handed to tshark through its standard input while it is written, as file extraction hands it the
 * candidates' packets, exports what tshark exports reading the file: the same objects, frames and bytes.
 */
class FedObjectExportTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private static Set<String> all() {
        Set<String> all = new HashSet<>(TsharkObjectExtractor.FRAMED);
        all.addAll(TsharkObjectExtractor.ASSEMBLED);
        return all;
    }

    /** Protocol, frame, name and bytes of each object, in a comparable form. */
    private static List<String> described(List<ExportedObject> objects) throws Exception {
        List<String> d = new ArrayList<>();
        for (ExportedObject o : objects) {
            d.add(o.protocol() + " " + o.frameNumber() + " " + o.name() + " " + TsharkObjectExtractorTest.sha256(o.content()));
        }
        d.sort(String::compareTo);
        return d;
    }

    @ParameterizedTest
    @ValueSource(strings = {"http-multi-objects.pcap", "smtp-zip-attachment.pcap", "ftp-anonymous-download.pcap",
            "http-png-image-port1080.pcapng", "large-mixed-merged.pcap"})
    void aFedCaptureExportsWhatTheFileDoes(String capture) throws Exception {
        Path file = PCAPS.resolve(capture);
        List<ExportedObject> read = new TsharkObjectExtractor().export(file, all(),
                Files.createDirectories(work.resolve("read")));
        List<ExportedObject> fed = new TsharkObjectExtractor().export(out -> Files.copy(file, out), all(),
                Files.createDirectories(work.resolve("fed")));
        assertFalse(read.isEmpty(), capture + " carries objects");
        assertEquals(described(read), described(fed));
    }

    @Test
    void aFeedFailingOnItsOwnFailsTheExportWithItsReason() throws Exception {
        Path file = PCAPS.resolve("http-multi-objects.pcap");
        ToolFailure failure = assertThrows(ToolFailure.class, () -> new TsharkObjectExtractor().export(out -> {
            try (InputStream in = Files.newInputStream(file)) {
                out.write(in.readNBytes(4096));
            }
            throw new IOException("the packets could not be read");
        }, all(), Files.createDirectories(work.resolve("failing"))));
        assertTrue(failure.getMessage().contains("the packets could not be read"), failure.getMessage());
    }

    @Test
    void whatTsharkCannotReadIsTsharksFailureEvenWhileTheFeedGoesOn() throws Exception {
        byte[] noCapture = new byte[1 << 20];
        ToolFailure failure = assertThrows(ToolFailure.class, () -> new TsharkObjectExtractor().export(out -> {
            // far more than a pipe holds: tshark stops reading long before the end
            for (int i = 0; i < 64; i++) {
                out.write(noCapture);
            }
        }, all(), Files.createDirectories(work.resolve("garbage"))));
        assertTrue(failure.getMessage().contains("exit code"), failure.getMessage());
    }
}
