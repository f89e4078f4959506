package io.pcaplens.rest.tracer;

import io.pcaplens.application.tracer.ExplainedStep;

import java.util.Locale;

/**
 * One step's explanation (api.md, Tracer): {@code source} says whether a language model ("llm") or the built-in
 * explainer ("builtin") wrote it, {@code producer} which model or version.
 */
public record ExplanationBody(int index, String explanation, String source, String producer, boolean cached) {

    public static ExplanationBody from(ExplainedStep s) {
        return new ExplanationBody(s.explanation().index(), s.explanation().text(),
                s.explanation().source().name().toLowerCase(Locale.ROOT), s.explanation().producer(), s.cached());
    }
}
