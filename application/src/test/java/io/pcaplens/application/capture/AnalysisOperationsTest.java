package io.pcaplens.application.capture;

import io.pcaplens.application.fakes.FakeDissector;
import io.pcaplens.application.fakes.FakeSideTools;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

import static io.pcaplens.application.fakes.Traffic.tcp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What operations see of an analysis: its outcome, time and failed tools in the metrics, its id in every log line. */
class AnalysisOperationsTest {

    /** An external server, so that geolocation has something to look up and log. */
    private static final PacketRecord SYN = tcp(1, "10.0.0.1", 5000, "93.184.216.34", 80, "TCP", "");
    private static final PacketRecord SYN_ACK = tcp(2, "93.184.216.34", 80, "10.0.0.1", 5000, "TCP", "");
    private static final FlowFacts WEB = new FlowFacts(FlowKey.of(Transport.TCP, "10.0.0.1", 5000, "93.184.216.34", 80),
            new DpiFacts("HTTP", "Web", "DPI", List.of()), null);

    @TempDir
    Path dir;
    private AnalysisFixture fixture;
    private final List<LogRecord> log = new ArrayList<>();
    private final Logger application = Logger.getLogger("io.pcaplens.application");
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (log) {
                log.add(record);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void setUp() {
        fixture = new AnalysisFixture(dir);
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK);
        fixture.inspector = FakeSideTools.inspector(List.of(WEB));
        application.addHandler(handler);
        application.setLevel(Level.ALL);
    }

    @AfterEach
    void tearDown() {
        application.removeHandler(handler);
        application.setLevel(null);
        fixture.close();
    }

    @Test
    void aCompletedAnalysisCountsOnceWithItsTimeAndNoFailedTool() throws Exception {
        fixture.analyse(fixture.upload());

        assertEquals(List.of(CaptureStatus.COMPLETED), fixture.metrics.outcomes);
        assertEquals(1, fixture.metrics.durations.size());
        assertFalse(fixture.metrics.durations.get(0).isNegative());
        assertTrue(fixture.metrics.durations.get(0).compareTo(Duration.ofMinutes(1)) < 0);
        assertEquals(List.of(), fixture.metrics.failedTools);
    }

    @Test
    void failingSideToolsAreCountedByToolWhileTheAnalysisCompletes() throws Exception {
        fixture.inspector = FakeSideTools.failingInspector("nDPI does not support this link type");
        fixture.detector = FakeSideTools.failingDetector("Suricata could not read the capture");

        fixture.analyse(fixture.upload(new AnalysisOptions(true, false, true)));

        assertEquals(List.of(CaptureStatus.COMPLETED), fixture.metrics.outcomes);
        assertEquals(List.of(Tool.NDPI_READER, Tool.SURICATA), fixture.metrics.failedTools);
    }

    @Test
    void aFailingDissectorFailsTheAnalysisAndIsCountedAsTshark() throws Exception {
        fixture.dissector = new FakeDissector().slice(SYN).failsBecause("tshark cannot read the file");

        fixture.analyse(fixture.upload());

        assertEquals(List.of(CaptureStatus.FAILED), fixture.metrics.outcomes);
        assertEquals(List.of(Tool.TSHARK), fixture.metrics.failedTools);
    }

    @Test
    void aDamagedCaptureCountsAsFailedWithoutAFailedTool() throws Exception {
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK)
                .truncated(Truncation.damaged(2, "The capture appears to be damaged or corrupt."));

        fixture.analyse(fixture.upload());

        assertEquals(List.of(CaptureStatus.FAILED), fixture.metrics.outcomes);
        assertEquals(List.of(), fixture.metrics.failedTools);
    }

    @Test
    void everyLogLineOfAnAnalysisNamesItsCapture() throws Exception {
        fixture.inspector = FakeSideTools.failingInspector("nDPI does not support this link type");
        CaptureId completed = fixture.upload();
        fixture.analyse(completed);
        List<LogRecord> first = linesOfAnalyses();
        fixture.dissector = new FakeDissector().slice(SYN).failsBecause("tshark cannot read the file");
        CaptureId failed = fixture.upload();
        fixture.analyse(failed);
        List<LogRecord> second = linesOfAnalyses().subList(first.size(), linesOfAnalyses().size());

        assertTrue(first.size() >= 3, "the side tool's failure, geolocation and the summary: " + text(first));
        assertTrue(first.stream().allMatch(r -> text(r).contains(completed.value())), text(first));
        assertTrue(!second.isEmpty() && second.stream().allMatch(r -> text(r).contains(failed.value())), text(second));
    }

    /** The log, without the rules file's own lines: it is read once for every analysis, not about one. */
    private List<LogRecord> linesOfAnalyses() {
        synchronized (log) {
            return log.stream().filter(r -> !r.getLoggerName().endsWith(".RuleBook")).toList();
        }
    }

    private static String text(LogRecord r) {
        return new SimpleFormatter().formatMessage(r);
    }

    private static String text(List<LogRecord> records) {
        return String.join("\n", records.stream().map(AnalysisOperationsTest::text).toList());
    }
}
