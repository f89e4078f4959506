package io.pcaplens.application.capture;

import io.pcaplens.application.fakes.FakeDissector;
import io.pcaplens.application.fakes.FakeSideTools;
import io.pcaplens.application.fakes.InMemoryConversationStatistics;
import io.pcaplens.application.fakes.InMemoryFlowRepository;
import io.pcaplens.application.fakes.InMemoryPacketStatistics;
import io.pcaplens.application.overview.CaptureOverviews;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import static io.pcaplens.application.fakes.Traffic.tcp;
import static io.pcaplens.application.fakes.Traffic.udp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * An analysed capture's overview and timeline come from what its analysis stored: ten packets a microsecond
 * apart (the fake traffic's clock), of 100 bytes each, in an HTTP connection and a DNS query.
 */
class CaptureOverviewTest {

    private static final FlowFacts WEB = new FlowFacts(FlowKey.of(Transport.TCP, "10.0.0.1", 5000, "10.0.0.2", 80),
            new DpiFacts("HTTP", "Web", "DPI", List.of()), null);

    @TempDir
    Path dir;
    private AnalysisFixture fixture;
    private CaptureOverviews overviews;
    private final InMemoryFlowRepository flows = new InMemoryFlowRepository();

    @BeforeEach
    void setUp() {
        fixture = new AnalysisFixture(dir);
        PacketRecord[] packets = new PacketRecord[10];
        for (int frame = 1; frame <= 8; frame++) {
            boolean request = frame % 2 == 1;
            packets[frame - 1] = request ? tcp(frame, "10.0.0.1", 5000, "10.0.0.2", 80, "HTTP", "")
                    : tcp(frame, "10.0.0.2", 80, "10.0.0.1", 5000, "TCP", "");
        }
        packets[8] = udp(9, "10.0.0.1", 5353, "10.0.0.3", 53, "DNS");
        packets[9] = udp(10, "10.0.0.3", 53, "10.0.0.1", 5353, "DNS");
        fixture.dissector = new FakeDissector().slice(packets);
        fixture.inspector = FakeSideTools.inspector(List.of(WEB));
        overviews = new CaptureOverviews(fixture.captures, new InMemoryPacketStatistics(fixture.packets),
                new InMemoryConversationStatistics(fixture.conversations), fixture.hosts, flows);
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    private CaptureId analysed() throws Exception {
        CaptureId id = fixture.upload();
        assertEquals(CaptureStatus.COMPLETED, fixture.analyse(id).status());
        return id;
    }

    @Test
    void theTimelineSumsThePacketsInBinsOfANiceWidthFromTheFirstPacketOn() throws Exception {
        CaptureId id = analysed();
        // 9 µs from the first to the last packet in at most 4 bins: 2.25 µs rounds up to 5 µs, so 2 bins
        Timeline t = overviews.timeline(id, 4);
        long start = fixture.captures.find(id).orElseThrow().captureStartNanos();
        assertEquals(5_000, t.binNanos());
        assertEquals(List.of(new Timeline.Bin(start, 5, 500), new Timeline.Bin(start + 5_000, 5, 500)), t.bins());
        assertEquals(10, overviews.timeline(id, Timeline.MAX_BINS).bins().size(), "1 µs bins, one packet each");
    }

    @Test
    void theOverviewSumsConversationsHostsAndLayers() throws Exception {
        CaptureId id = analysed();
        CaptureOverview o = overviews.overview(id);

        assertEquals(1000, o.totals().bytes());
        assertEquals(2, o.totals().flows());
        ProtocolHierarchy.Layer ip = o.protocols().layers().get(0).children().get(0);
        assertEquals("ip", ip.protocol());
        assertEquals(List.of("tcp 8", "udp 2"), ip.children().stream().map(l -> l.protocol() + " " + l.frames()).toList());
        assertEquals(List.of("http 4"), ip.children().get(0).children().stream()
                .map(l -> l.protocol() + " " + l.frames()).toList());
        assertEquals(new CaptureOverview.Talker("10.0.0.1", 10, 1000), o.topTalkers().get(0));
        assertEquals(List.of("HTTP"), o.applications().stream().map(CaptureOverview.Share::name).toList());
        assertEquals(3, o.hosts().internal());
        assertEquals(0, o.hosts().external());
        assertEquals(o.timeline(), overviews.timeline(id, Timeline.DEFAULT_BINS));
        assertEquals(List.of(), o.topFlows(), "no flow was stored");
    }

    private static Flow flow(CaptureId capture, long id, long bytes) {
        Traffic traffic = new Traffic(id, id + 10, id, new Volume(2, bytes - 100), new Volume(1, 100));
        return new Flow(id, capture, "TCP 10.0.0.1 " + (5000 + id) + " 10.0.0.2 80", Transport.TCP, "10.0.0.1",
                5000 + (int) id, "10.0.0.2", 80, null, true, traffic, "HTTP",
                List.of(new Flow.Leg(new ConversationId(id), "HTTP", 3), new Flow.Leg(new ConversationId(id + 1), "TCP", 1)),
                null, List.of(), List.of(), null, null, HostFacts.UNKNOWN, HostFacts.UNKNOWN, 0);
    }

    @Test
    void theTopFlowsAreTheTransportFlowsWithTheMostBytesEachOnce() throws Exception {
        CaptureId id = analysed();
        for (long n = 1; n <= 12; n++) {
            flows.add(flow(id, 10 * n, 1000 + (n * 37) % 12 * 100));
        }
        List<Long> top = overviews.overview(id).topFlows().stream().map(f -> f.traffic().totalBytes()).toList();
        assertEquals(List.of(2100L, 2000L, 1900L, 1800L, 1700L, 1600L, 1500L, 1400L, 1300L, 1200L), top);
    }

    @Test
    void anUnknownOrUnfinishedCaptureIsRefusedWithItsReason() throws Exception {
        Refusal unknown = assertThrows(Refusal.class,
                () -> overviews.overview(new CaptureId(UUID.randomUUID().toString())));
        assertEquals(Refusal.Reason.UNKNOWN_FILE, unknown.reason());
        CaptureId queued = fixture.upload();
        Refusal notYet = assertThrows(Refusal.class, () -> overviews.timeline(queued, 10));
        assertEquals(Refusal.Reason.FILE_NOT_COMPLETED, notYet.reason());
    }
}
