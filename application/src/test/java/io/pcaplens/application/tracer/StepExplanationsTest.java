package io.pcaplens.application.tracer;

import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.Traffic;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.TraceContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StepExplanationsTest {

    private static final long CONVERSATION = 7000;

    private static final CaptureId CAPTURE = new CaptureId("c0ffee00-0000-0000-0000-000000000000");

    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final KeptExplanations kept = new KeptExplanations();
    private final RecordingExplainer explainer = new RecordingExplainer();
    private TracedConversation conversation;

    @BeforeEach
    void twentyPacketsOfOneConnection() throws Exception {
        packets.prepare(CAPTURE);
        try (PacketRepository.Writer w = packets.open(CAPTURE)) {
            for (int frame = 1; frame <= 20; frame += 2) {
                w.write(CONVERSATION, Traffic.tcp(frame, "10.0.0.5", 40000, "93.184.216.34", 80, "TCP", ""));
                w.write(CONVERSATION, Traffic.tcp(frame + 1, "93.184.216.34", 80, "10.0.0.5", 40000, "HTTP",
                        "485454502f312e3120323030204f4b"));
            }
        }
        conversation = new TracedConversation(CONVERSATION, CAPTURE, 20,
                new TraceContext("10.0.0.5", 40000, "93.184.216.34", 80, "TCP", "TCP", "HTTP", null));
    }

    private StepExplanations service() {
        return new StepExplanations(explainer, kept, new TraceSteps(packets));
    }

    @Test
    void aWindowIsExplainedInOneRequestWithEachStepsDirection() {
        List<ExplainedStep> window = service().window(conversation, 1, 4);

        assertEquals(List.of(List.of(1, 2, 3, 4)), explainer.windows);
        assertEquals("step 1: CLIENT TCP", window.get(0).explanation().text());
        assertEquals("step 2: SERVER HTTP", window.get(1).explanation().text());
        assertTrue(window.stream().noneMatch(ExplainedStep::cached));
    }

    @Test
    void anExplainedStepIsServedFromMemoryWithoutAskingAgain() {
        StepExplanations service = service();
        service.window(conversation, 1, 4);

        List<ExplainedStep> again = service.window(conversation, 2, 3);

        assertEquals(1, explainer.windows.size());
        assertTrue(again.stream().allMatch(ExplainedStep::cached));
        assertEquals("step 3: CLIENT TCP", again.get(1).explanation().text());
    }

    @Test
    void afterARestartKeptExplanationsComeFromTheDatabase() {
        service().window(conversation, 1, 5);

        List<ExplainedStep> afterRestart = service().window(conversation, 1, 5);

        assertEquals(1, explainer.windows.size());
        assertTrue(afterRestart.stream().allMatch(ExplainedStep::cached));
        assertEquals(5, kept.size(CONVERSATION));
    }

    @Test
    void onlyTheRunOfMissingStepsIsAsked() {
        StepExplanations service = service();
        service.window(conversation, 1, 3);

        List<ExplainedStep> window = service.window(conversation, 1, 10);

        assertEquals(List.of(4, 5, 6, 7, 8, 9, 10), explainer.windows.get(1));
        assertTrue(window.subList(0, 3).stream().allMatch(ExplainedStep::cached));
        assertFalse(window.get(3).cached());
    }

    @Test
    void aBuiltInStandInForAFailedModelIsServedButNotKept() {
        explainer.modelDown = true;
        StepExplanations service = service();
        List<ExplainedStep> first = service.window(conversation, 1, 2);
        assertEquals(ExplanationSource.BUILTIN, first.get(0).explanation().source());

        explainer.modelDown = false;
        List<ExplainedStep> second = service.window(conversation, 1, 2);

        assertEquals(2, explainer.windows.size());
        assertEquals(ExplanationSource.LLM, second.get(0).explanation().source());
        assertEquals(2, kept.size(CONVERSATION));
    }

    @Test
    void theBuiltInExplainerInUseHasItsExplanationsKept() {
        explainer.modelDown = true;
        explainer.identity = "builtin v1";
        StepExplanations service = service();
        service.window(conversation, 1, 2);

        List<ExplainedStep> again = service().window(conversation, 1, 2);

        assertEquals(1, explainer.windows.size());
        assertTrue(again.stream().allMatch(ExplainedStep::cached));
    }

    @Test
    void anotherExplainerWritesItsOwnExplanations() {
        StepExplanations service = service();
        service.window(conversation, 1, 2);

        explainer.identity = "llm another-model";
        List<ExplainedStep> window = service.window(conversation, 1, 2);

        assertEquals(2, explainer.windows.size());
        assertTrue(window.stream().noneMatch(ExplainedStep::cached));
    }

    @Test
    void theEndOfTheConversationShortensTheRun() {
        List<ExplainedStep> window = service().window(conversation, 18, 20);

        assertEquals(List.of(18, 19, 20), explainer.windows.get(0));
        assertEquals(20, window.get(2).explanation().index());
        assertEquals(explainer.stepsAsked(), 3);
    }
}
