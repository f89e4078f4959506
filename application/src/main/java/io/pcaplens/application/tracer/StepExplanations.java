package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.domain.tracer.port.ExplanationRepository;
import io.pcaplens.domain.tracer.port.PacketExplainer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The explanations of a window of traced steps (spec 10.6 items 1, 6, 7; spec 8): from the conversation's
 * cache in memory, else from those kept in the database, else from the explainer, which is then asked once for
 * the whole run of missing steps.
 *
 * <p>The explainer is told the replay's scope, so that an explanation of a row replayed alone does not speak of
 * packets of the connection's other rows.
 *
 * <p>A built-in explanation that stood in for a failed language model is served but not kept, so that the model
 * is asked again next time.
 */
@ApplicationScoped
public class StepExplanations {

    /** api.md, Tracer: one request explains at most 50 steps. */
    public static final int MAX_WINDOW = 50;

    private final PacketExplainer explainer;
    private final ExplanationRepository kept;
    private final TraceSteps steps;
    private final ConversationCaches caches = new ConversationCaches();

    @Inject
    public StepExplanations(PacketExplainer explainer, ExplanationRepository kept, TraceSteps steps) {
        this.explainer = explainer;
        this.kept = kept;
        this.steps = steps;
    }

    /** For the container's proxy only. */
    protected StepExplanations() {
        this(null, null, null);
    }

    /** Explanations of the steps {@code from..to} of the row replayed alone. */
    public List<ExplainedStep> window(TracedConversation conversation, int from, int to) {
        return window(Replay.rowOnly(conversation), from, to);
    }

    /** Explanations of the steps {@code from..to} (1-based, inclusive, within the replay). */
    public List<ExplainedStep> window(Replay replay, int from, int to) {
        String identity = explainer.identity();
        ExplainedStep[] window = new ExplainedStep[to - from + 1];
        fromMemory(replay, identity, from, window);
        fromDatabase(replay, identity, from, window);
        explainMissing(replay, identity, from, window);
        return Arrays.asList(window);
    }

    private void fromMemory(Replay replay, String identity, int from, ExplainedStep[] window) {
        for (int i = 0; i < window.length; i++) {
            int index = from + i;
            caches.of(replay.id(), replay.scope()).get(index, identity)
                    .ifPresent(e -> window[index - from] = new ExplainedStep(e, true));
        }
    }

    private void fromDatabase(Replay replay, String identity, int from, ExplainedStep[] window) {
        int[] missing = missingRange(window);
        if (missing == null) {
            return;
        }
        Map<Integer, Explanation> found = kept.find(replay.id(), replay.scope(), identity, from + missing[0],
                from + missing[1]);
        found.forEach((index, e) -> {
            caches.of(replay.id(), replay.scope()).put(identity, e);
            window[index - from] = new ExplainedStep(e, true);
        });
    }

    private void explainMissing(Replay replay, String identity, int from, ExplainedStep[] window) {
        int[] missing = missingRange(window);
        if (missing == null) {
            return;
        }
        // one run from the first to the last missing step: the explainer sees consecutive packets
        List<TraceStep> run = steps.steps(replay, from + missing[0] - 1, missing[1] - missing[0] + 1);
        List<Explanation> explained = explainer.explain(replay.context(), run);
        List<Explanation> toKeep = new ArrayList<>();
        for (Explanation e : explained) {
            if (window[e.index() - from] != null) {
                continue;
            }
            window[e.index() - from] = new ExplainedStep(e, false);
            if (worthKeeping(e, identity)) {
                caches.of(replay.id(), replay.scope()).put(identity, e);
                toKeep.add(e);
            }
        }
        if (!toKeep.isEmpty()) {
            kept.save(replay.id(), replay.scope(), identity, toKeep);
        }
    }

    /** A model's answer, or the built-in explainer's when it is the explainer in use (not a stand-in). */
    private static boolean worthKeeping(Explanation e, String identity) {
        return e.source() == ExplanationSource.LLM || e.producer().equals(identity);
    }

    /** The window's positions of the first and last step still without explanation; null when none. */
    private static int[] missingRange(ExplainedStep[] window) {
        int first = -1;
        int last = -1;
        for (int i = 0; i < window.length; i++) {
            if (window[i] == null) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        return first < 0 ? null : new int[]{first, last};
    }

    public String describe() {
        return explainer.describe();
    }
}
