package io.pcaplens.domain.tracer;

import java.util.Objects;

/**
 * The plain-English explanation of one traced step (spec 10.6 item 1).
 *
 * @param index    the step's 1-based index in the conversation
 * @param text     one or two sentences
 * @param source   whether a language model or the built-in explainer wrote it
 * @param producer which one exactly: the model's name, or the built-in explainer's version
 */
public record Explanation(int index, String text, ExplanationSource source, String producer) {

    public Explanation {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(producer, "producer");
    }
}
