package io.pcaplens.application.capture;

import io.pcaplens.application.fakes.FakeDissector;
import io.pcaplens.application.fakes.FakeObjectExtraction.Carried;
import io.pcaplens.application.fakes.FakeSideTools;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.CaptureTime;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.pcaplens.application.fakes.Traffic.arp;
import static io.pcaplens.application.fakes.Traffic.tcp;
import static io.pcaplens.application.fakes.Traffic.udp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CaptureAnalysisTest {

    /** "GET / HTTP/1.1". */
    private static final String GET = "474554202f20485454502f312e31";
    private static final PacketRecord SYN = tcp(1, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", "");
    private static final PacketRecord SYN_ACK = tcp(2, "10.0.0.2", 80, "10.0.0.1", 5000, "TCP", "");
    private static final PacketRecord REQUEST = tcp(3, "10.0.0.1", 5000, "10.0.0.2", 80, "HTTP", GET);
    private static final PacketRecord QUERY = udp(4, "10.0.0.1", 5353, "10.0.0.3", 53, "DNS");
    private static final FlowFacts WEB = new FlowFacts(FlowKey.of(Transport.TCP, "10.0.0.1", 5000, "10.0.0.2", 80), new DpiFacts("HTTP", "Web", "DPI", List.of()), null);

    @TempDir
    Path dir;
    private AnalysisFixture fixture;

    @BeforeEach
    void setUp() {
        fixture = new AnalysisFixture(dir);
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK, REQUEST, QUERY);
        fixture.inspector = FakeSideTools.inspector(List.of(WEB));
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private static Map<String, ToolOutcome.Status> statuses(Capture c) {
        Map<String, ToolOutcome.Status> statuses = new java.util.LinkedHashMap<>();
        c.tools().forEach((tool, outcome) -> statuses.put(tool, outcome.status()));
        return statuses;
    }

    private static List<String> keys(List<ConversationRow> rows) {
        return rows.stream().map(r -> r.identity().key().value() + " x" + r.traffic().packetCount()).toList();
    }

    @Test
    void aCaptureReadToItsEndIsCompletedWithItsConversationsPacketsAndTools() throws Exception {
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertNull(done.statusReason());
        assertEquals(4, done.packetCount());
        assertEquals(3, done.conversationCount());
        assertEquals(SYN.timeNanos(), done.captureStartNanos());
        assertEquals(QUERY.timeNanos(), done.captureEndNanos());
        assertEquals(Map.of("tshark", ToolOutcome.Status.COMPLETED, "ndpiReader", ToolOutcome.Status.COMPLETED,
                "suricata", ToolOutcome.Status.SKIPPED, "fileExtraction", ToolOutcome.Status.SKIPPED), statuses(done));
        List<ConversationRow> rows = fixture.conversations.of(id);
        assertEquals(List.of("10.0.0.1:5000-10.0.0.2:80-TCP x2", "10.0.0.1:5000-10.0.0.2:80-HTTP x1",
                "10.0.0.1:5353-10.0.0.3:53-DNS x1"), keys(rows));
        assertEquals("HTTP", rows.get(0).flow().dpi().appName(), "DPI's facts reach every row of their flow");
        assertEquals("HTTP", rows.get(1).flow().dpi().appName());
        assertEquals(4, fixture.packets.of(id).size());
        assertTrue(fixture.packets.indexed(id));
        assertFalse(fixture.hosts.all(id).isEmpty(), "the hosts are classified");
        assertFalse(fixture.store.hasWorkDirectory(id), "the scratch directory is gone");
    }

    @Test
    void everyPacketIsStoredUnderTheIdOfItsConversationRow() throws Exception {
        CaptureId id = fixture.upload();

        fixture.analyse(id);

        Map<String, Long> idByKey = new java.util.HashMap<>();
        fixture.conversations.of(id).forEach(r -> idByKey.put(r.identity().key().value(), r.id().value()));
        List<Long> stored = fixture.packets.of(id).stream().map(s -> s.conversationId()).toList();
        assertEquals(List.of(idByKey.get("10.0.0.1:5000-10.0.0.2:80-TCP"), idByKey.get("10.0.0.1:5000-10.0.0.2:80-TCP"),
                idByKey.get("10.0.0.1:5000-10.0.0.2:80-HTTP"), idByKey.get("10.0.0.1:5353-10.0.0.3:53-DNS")), stored);
    }

    @Test
    void slicesReadSideBySideFindTheSameConversationsAsOneRead() throws Exception {
        CaptureId whole = fixture.upload();
        fixture.analyse(whole);
        List<String> once = keys(fixture.conversations.of(whole));

        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK).slice(REQUEST, QUERY);
        CaptureId sliced = fixture.upload();
        Capture done = fixture.analyse(sliced);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(4, done.packetCount());
        assertEquals(once, keys(fixture.conversations.of(sliced)));
    }

    @Test
    void theDissectorsFailureFailsTheAnalysisWithItsReasonAndKeepsNothing() throws Exception {
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK)
                .failsBecause("tshark cannot read the file: it is not a capture in a format tshark understands.");
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.FAILED, done.status());
        assertEquals("tshark cannot read the file: it is not a capture in a format tshark understands.",
                done.statusReason());
        assertNull(done.packetCount());
        assertTrue(done.tools().isEmpty());
        assertTrue(fixture.conversations.of(id).isEmpty());
        assertNull(fixture.packets.of(id), "the packet partition is dropped");
        assertFalse(fixture.store.hasWorkDirectory(id));
    }

    @Test
    void aCaptureCutShortInAFrameCompletesWithWhatWasReadAndAWarningSayingWhere() throws Exception {
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK).slice(REQUEST, QUERY)
                .truncated(Truncation.cutShort(4, "The capture appears to have been cut short in the middle of a packet."));
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertNull(done.statusReason());
        assertEquals(List.of("cut short in frame 5; 4 frames analysed"), done.warnings());
        assertEquals(4, done.packetCount());
        assertEquals(3, done.conversationCount());
        assertEquals(3, fixture.conversations.of(id).size());
        assertEquals(ToolOutcome.Status.COMPLETED, done.tools().get("tshark").status());
    }

    @Test
    void framesWithoutATimestampInAnySliceCompleteTheCaptureWithOneWarningAfterWhereItWasCut() throws Exception {
        long first = SYN.timeNanos();
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK).untimed(new UntimedFrames(1, 1, first, true))
                .slice(REQUEST, QUERY).untimed(new UntimedFrames(2, 2, SYN_ACK.timeNanos(), false))
                .truncated(Truncation.cutShort(4, "The capture appears to have been cut short in the middle of a packet."));
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(List.of("cut short in frame 5; 4 frames analysed", "3 frames carried no timestamp: each was given"
                + " the time of the closest earlier frame that has one, and the 1 before the first such frame the"
                + " capture's first time, " + CaptureTime.instant(first)), done.warnings());
        assertEquals(4, done.packetCount());
    }

    @Test
    void aDamagedCaptureFailsButKeepsWhatWasReadAndSaysSo() throws Exception {
        Truncation damaged = Truncation.damaged(4, "The capture appears to be damaged or corrupt.");
        fixture.dissector = new FakeDissector().slice(SYN, SYN_ACK).slice(REQUEST, QUERY).truncated(damaged);
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.FAILED, done.status());
        assertEquals(damaged.reason() + " The 4 packets before that point were analysed and their conversations are"
                + " kept.", done.statusReason());
        assertEquals(List.of(), done.warnings());
        assertEquals(4, done.packetCount());
        assertEquals(3, done.conversationCount());
        assertEquals(3, fixture.conversations.of(id).size());
        assertEquals(ToolOutcome.Status.COMPLETED, done.tools().get("tshark").status());
    }

    @Test
    void aCaptureCutShortBeforeItsFirstPacketFailsWithTheReasonAloneAndKeepsNothing() throws Exception {
        Truncation cut = Truncation.cutShort(0, "The capture appears to have been cut short in the middle of a packet.");
        fixture.dissector = new FakeDissector().slice().truncated(cut);
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.FAILED, done.status());
        assertEquals(cut.reason(), done.statusReason());
        assertNull(done.packetCount());
        assertTrue(done.tools().isEmpty());
        assertNull(fixture.packets.of(id));
    }

    @Test
    void aFailingSideToolLeavesTheAnalysisCompletedWithOnlyThatToolFailed() throws Exception {
        fixture.inspector = FakeSideTools.failingInspector("nDPI does not support this capture's link type (DLT 127)");
        fixture.detector = FakeSideTools.failingDetector("Suricata could not read the capture: bad dump file format");
        CaptureId id = fixture.upload(new AnalysisOptions(true, false, true));

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(ToolOutcome.failed("nDPI does not support this capture's link type (DLT 127)"),
                done.tools().get("ndpiReader"));
        assertEquals(ToolOutcome.failed("Suricata could not read the capture: bad dump file format")
                .withRuleset(FakeSideTools.RULESET), done.tools().get("suricata"));
        assertEquals(3, fixture.conversations.of(id).size());
        assertTrue(fixture.conversations.of(id).stream().allMatch(r -> r.idsAlerts() == null),
                "without IDS the rows carry no alerts at all");
    }

    @Test
    void dpiThatSeesNoFlowInIpTrafficIsReportedAsFailed() throws Exception {
        fixture.inspector = FakeSideTools.inspector(List.of());
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(ToolOutcome.failed("ndpiReader reported no flows although the capture has IP traffic (a link"
                + " type it does not read, such as 802.11 radiotap)"), done.tools().get("ndpiReader"));
    }

    @Test
    void dpiThatSeesNoFlowInTrafficWithoutIpCompleted() throws Exception {
        fixture.inspector = FakeSideTools.inspector(List.of());
        fixture.dissector = new FakeDissector().slice(arp(1, "10.0.0.1", "10.0.0.9"));
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(ToolOutcome.completed(), done.tools().get("ndpiReader"));
    }

    @Test
    void idsAlertsReachEveryRowOfTheirFlowAndTheOtherRowsSayNoneWereRaised() throws Exception {
        IdsAlert alert = new IdsAlert(FlowKey.of(Transport.TCP, "10.0.0.2", 80, "10.0.0.1", 5000), "ET WEB test", 2001, 2);
        fixture.detector = FakeSideTools.detector(List.of(alert, alert));
        CaptureId id = fixture.upload(new AnalysisOptions(false, false, true));

        Capture done = fixture.analyse(id);

        assertEquals(ToolOutcome.completed().withRuleset(FakeSideTools.RULESET), done.tools().get("suricata"),
                "the outcome says which rules ran");
        assertEquals(ToolOutcome.skipped(), done.tools().get("ndpiReader"));
        List<ConversationRow> rows = fixture.conversations.of(id);
        assertEquals(List.of(alert), rows.get(0).idsAlerts());
        assertEquals(List.of(alert), rows.get(1).idsAlerts());
        assertEquals(List.of(), rows.get(2).idsAlerts());
    }

    @Test
    void extractedFilesAreStoredWithTheAnalysisAndAFailedExtractionOnlyDegradesItsOutcome() throws Exception {
        fixture.objects.carrying(new Carried("HTTP", 3, "index.html", "<html></html>"));
        CaptureId id = fixture.upload(new AnalysisOptions(true, true, false));

        Capture done = fixture.analyse(id);

        assertEquals(ToolOutcome.completed(), done.tools().get("fileExtraction"));
        assertEquals(1, fixture.files.list(id, null).size());

        fixture.objects.failsBecause("tshark could not export the objects (exit code 2)");
        fixture.captures.queueAgain(id);
        done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(ToolOutcome.failed("tshark could not export the objects (exit code 2)"),
                done.tools().get("fileExtraction"));
        assertTrue(fixture.files.list(id, null).isEmpty(), "no file of the earlier run is left");
    }

    @Test
    void aClaimedCaptureIsClearedAndAnalysedAgainGivingTheSameResult() throws Exception {
        fixture.objects.carrying(new Carried("HTTP", 3, "index.html", "<html></html>"));
        CaptureId id = fixture.upload(new AnalysisOptions(true, true, false));
        Capture first = fixture.analyse(id);
        List<String> rows = keys(fixture.conversations.of(id));
        int hosts = fixture.hosts.all(id).size();

        fixture.captures.queueAgain(id);
        Capture again = fixture.analyse(id);

        assertEquals(first.status(), again.status());
        assertEquals(first.packetCount(), again.packetCount());
        assertEquals(first.conversationCount(), again.conversationCount());
        assertEquals(first.tools(), again.tools());
        assertEquals(rows, keys(fixture.conversations.of(id)));
        assertEquals(4, fixture.packets.of(id).size(), "no packet stored twice");
        assertEquals(hosts, fixture.hosts.all(id).size());
        assertEquals(1, fixture.files.list(id, null).size());
        assertEquals(1, fixture.bytes.count(id));
    }

    @Test
    void anAnalysisTheDatabaseWentAwayUnderIsQueuedAgainAndItsNextRunGivesTheSameResult() throws Exception {
        fixture.objects.carrying(new Carried("HTTP", 3, "index.html", "<html></html>"));
        CaptureId undisturbed = fixture.upload(new AnalysisOptions(true, true, false));
        Capture expected = fixture.analyse(undisturbed);
        List<String> rows = keys(fixture.conversations.of(undisturbed));
        fixture.captures.remove(undisturbed, 0);
        fixture.conversations.deleteByCapture(undisturbed);

        CaptureId id = fixture.upload(new AnalysisOptions(true, true, false));
        fixture.conversations.goesAwayOnce();
        assertTrue(fixture.analysis().runNext("worker"));

        Capture interrupted = fixture.captures.find(id).orElseThrow();
        assertEquals(CaptureStatus.QUEUED, interrupted.status(), "an outage is no verdict on the capture");
        assertNull(interrupted.statusReason());
        Capture again = fixture.analyse(id);
        assertEquals(CaptureStatus.COMPLETED, again.status());
        assertEquals(expected.packetCount(), again.packetCount());
        assertEquals(expected.conversationCount(), again.conversationCount());
        assertEquals(rows, keys(fixture.conversations.of(id)));
        assertEquals(1, fixture.files.list(id, null).size(), "the earlier run's file is not kept twice");
    }

    @Test
    void anAnalysisThatFillsTheDiskFailsAsDiskFullAndKeepsNothing() throws Exception {
        fixture.objects.carrying(new Carried("HTTP", 3, "index.html", "<html></html>"));
        fixture.inspector = FakeSideTools.inspectorAfter(() -> fixture.store.freeBytes(-1), List.of(WEB));
        CaptureId id = fixture.upload(new AnalysisOptions(true, true, false));

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.FAILED, done.status());
        assertTrue(done.statusReason().startsWith("disk full: -1 bytes free where captures are kept"),
                done.statusReason());
        assertEquals(List.of(), fixture.conversations.of(id));
        assertNull(fixture.packets.of(id), "its packet table is dropped");
        assertTrue(fixture.files.list(id, null).isEmpty());
    }

    @Test
    void anAnalysisInterruptedWhileDissectingFailsStopsTheDissectorAndKeepsNothing() throws Exception {
        fixture.dissector = new FakeDissector().slice(SYN).hangs();
        CaptureId id = fixture.upload();
        CaptureAnalysis analysis = fixture.analysis();
        Thread worker = new Thread(() -> analysis.runNext("worker"));
        worker.start();
        fixture.dissector.awaitReading();

        worker.interrupt();
        worker.join(10_000);

        assertFalse(worker.isAlive());
        fixture.dissector.awaitInterrupted();
        Capture done = fixture.captures.find(id).orElseThrow();
        assertEquals(CaptureStatus.FAILED, done.status());
        // a capture read whole is read on the worker's own thread: the dissector sees the interruption itself
        assertEquals("the analysis was interrupted", done.statusReason());
        assertNull(fixture.packets.of(id));
        assertTrue(fixture.conversations.of(id).isEmpty());
        assertFalse(fixture.store.hasWorkDirectory(id));
    }

    @Test
    void theHeartbeatRecordsProgressFromTheStart() throws Exception {
        CaptureId id = fixture.upload();

        fixture.analyse(id);

        List<Progress> beats = fixture.captures.beats();
        assertFalse(beats.isEmpty());
        assertEquals(new Progress(0, Progress.DISSECTING), beats.get(0));
    }

    @Test
    void nothingWaitingMeansNothingToDo() {
        assertFalse(fixture.analysis().runNext("worker"));
    }

    @Test
    void aCaptureDeletedDuringItsAnalysisLeavesNothingStored() throws Exception {
        CaptureId[] id = new CaptureId[1];
        fixture.inspector = FakeSideTools.inspectorAfter(() -> fixture.captures.remove(id[0], 0), List.of(WEB));
        id[0] = fixture.upload();

        fixture.analysis().runNext("worker");

        assertTrue(fixture.captures.find(id[0]).isEmpty());
        assertEquals(List.of(), fixture.conversations.of(id[0]));
        assertNull(fixture.packets.of(id[0]), "its packet table is dropped");
        assertEquals(List.of(), fixture.hosts.all(id[0]));
    }
}
