package io.pcaplens.domain.tracer.port;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;

import java.util.List;

/**
 * Explains traced packets in plain English (spec 10.6 items 1, 6 and 7). An explainer that depends on
 * something that can fail (a language model) answers for what failed from a fallback instead of throwing, so
 * every step gets an explanation.
 */
public interface PacketExplainer {

    /**
     * @param context what is known about the conversation
     * @param window  consecutive steps of the conversation, in capture order
     * @return one explanation per step of the window, in the same order
     */
    List<Explanation> explain(TraceContext context, List<TraceStep> window);

    /** A short description of the explainer in use, for the system endpoint. */
    String describe();

    /**
     * Changes whenever the explanations would (another model or endpoint, another version of the built-in
     * explainer or of the prompt), so that kept explanations of an earlier identity are written again.
     */
    String identity();
}
