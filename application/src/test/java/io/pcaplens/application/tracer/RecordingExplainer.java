package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.domain.tracer.port.PacketExplainer;

import java.util.ArrayList;
import java.util.List;

/**
 * An explainer that writes "step N: DIRECTION PROTOCOL" and remembers every window it was asked; it answers as a
 * model, or as the built-in explainer standing in for a model that failed.
 */
final class RecordingExplainer implements PacketExplainer {

    final List<List<Integer>> windows = new ArrayList<>();
    final List<TraceContext> contexts = new ArrayList<>();
    String identity = "llm test-model";
    boolean modelDown;

    @Override
    public List<Explanation> explain(TraceContext context, List<TraceStep> window) {
        windows.add(window.stream().map(TraceStep::index).toList());
        contexts.add(context);
        return window.stream().map(s -> modelDown
                ? new Explanation(s.index(), "built-in words for step " + s.index(), ExplanationSource.BUILTIN, "builtin v1")
                : new Explanation(s.index(), "step " + s.index() + ": " + s.direction() + " " + s.protocol(),
                ExplanationSource.LLM, "test-model")).toList();
    }

    @Override
    public String describe() {
        return identity;
    }

    @Override
    public String identity() {
        return identity;
    }

    int stepsAsked() {
        return windows.stream().mapToInt(List::size).sum();
    }
}
