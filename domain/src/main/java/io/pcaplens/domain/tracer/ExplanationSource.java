package io.pcaplens.domain.tracer;

/** Who wrote an explanation (api.md Tracer, "source"): the configured language model or the built-in explainer. */
public enum ExplanationSource {
    LLM, BUILTIN
}
