package io.pcaplens.application.tracer;

import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.Traffic;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.StepDirection;
import io.pcaplens.domain.tracer.TraceContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A connection split into a TCP row and an HTTP row, traced from the TCP row: the whole connection replays both
 * rows' packets in capture order, the row alone only its own.
 */
class ConnectionReplayTest {

    private static final CaptureId CAPTURE = new CaptureId("c0ffee00-0000-0000-0000-000000000001");
    private static final long TCP_ROW = 10;
    private static final long HTTP_ROW = 11;

    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final RecordingExplainer explainer = new RecordingExplainer();
    private final KeptExplanations kept = new KeptExplanations();
    private Replay connection;
    private Replay row;

    @BeforeEach
    void aHandshakeARequestAndItsAnswer() throws Exception {
        packets.prepare(CAPTURE);
        try (PacketRepository.Writer w = packets.open(CAPTURE)) {
            w.write(TCP_ROW, Traffic.tcp(1, "10.0.0.5", 40000, "93.184.216.34", 80, "TCP", ""));
            w.write(TCP_ROW, Traffic.tcp(2, "93.184.216.34", 80, "10.0.0.5", 40000, "TCP", ""));
            w.write(TCP_ROW, Traffic.tcp(3, "10.0.0.5", 40000, "93.184.216.34", 80, "TCP", ""));
            w.write(HTTP_ROW, Traffic.tcp(4, "10.0.0.5", 40000, "93.184.216.34", 80, "HTTP", "474554"));
            w.write(TCP_ROW, Traffic.tcp(5, "93.184.216.34", 80, "10.0.0.5", 40000, "TCP", ""));
            w.write(HTTP_ROW, Traffic.tcp(6, "93.184.216.34", 80, "10.0.0.5", 40000, "HTTP", "48545450"));
        }
        TracedConversation traced = new TracedConversation(TCP_ROW, CAPTURE, 4,
                new TraceContext("10.0.0.5", 40000, "93.184.216.34", 80, "TCP", "TCP", null, null));
        connection = new Replay(traced, ReplayScope.CONNECTION,
                List.of(new ReplayRow(TCP_ROW, "TCP", 4), new ReplayRow(HTTP_ROW, "HTTP", 2)));
        row = Replay.rowOnly(traced);
    }

    @Test
    void theWholeConnectionIsEveryRowsPacketsInCaptureOrderEachWithItsRow() {
        List<ReplayedStep> steps = new TraceSteps(packets).page(connection, 0, 100);

        assertEquals(6, connection.total());
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L), steps.stream().map(s -> s.step().frameNumber()).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), steps.stream().map(s -> s.step().index()).toList());
        assertEquals(List.of(TCP_ROW, TCP_ROW, TCP_ROW, HTTP_ROW, TCP_ROW, HTTP_ROW),
                steps.stream().map(ReplayedStep::conversationId).toList());
        assertEquals(List.of("TCP", "TCP", "TCP", "HTTP", "TCP", "HTTP"),
                steps.stream().map(ReplayedStep::rowProtocol).toList());
        assertEquals(StepDirection.SERVER, steps.get(5).step().direction());
        assertEquals("HTTP", steps.get(3).step().protocol());
    }

    @Test
    void aPageOfTheConnectionStartsAtItsOffset() {
        List<ReplayedStep> steps = new TraceSteps(packets).page(connection, 3, 2);

        assertEquals(List.of(4L, 5L), steps.stream().map(s -> s.step().frameNumber()).toList());
        assertEquals(List.of(4, 5), steps.stream().map(s -> s.step().index()).toList());
    }

    @Test
    void theRowAloneIsItsOwnPacketsNumberedFromOne() {
        List<ReplayedStep> steps = new TraceSteps(packets).page(row, 0, 100);

        assertEquals(4, row.total());
        assertEquals(List.of(1L, 2L, 3L, 5L), steps.stream().map(s -> s.step().frameNumber()).toList());
        assertEquals(4, steps.get(3).step().index());
        assertTrue(steps.stream().allMatch(s -> s.conversationId() == TCP_ROW && s.rowProtocol().equals("TCP")));
    }

    @Test
    void eachScopeIsExplainedAndKeptOnItsOwnAndTheExplainerIsToldWhichOneItIs() {
        StepExplanations service = new StepExplanations(explainer, kept, new TraceSteps(packets));

        List<ExplainedStep> whole = service.window(connection, 4, 4);
        List<ExplainedStep> alone = service.window(row, 4, 4);

        assertEquals("step 4: CLIENT HTTP", whole.get(0).explanation().text());
        assertEquals("step 4: SERVER TCP", alone.get(0).explanation().text());
        assertEquals(List.of(ReplayScope.CONNECTION, ReplayScope.ROW),
                explainer.contexts.stream().map(TraceContext::scope).toList());
        assertEquals(1, kept.size(TCP_ROW, ReplayScope.CONNECTION));
        assertEquals(1, kept.size(TCP_ROW, ReplayScope.ROW));
        assertTrue(service.window(connection, 4, 4).get(0).cached());
        assertEquals(2, explainer.windows.size());
    }
}
