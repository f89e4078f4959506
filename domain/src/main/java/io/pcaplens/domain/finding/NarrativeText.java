package io.pcaplens.domain.finding;

import java.util.Objects;

/**
 * What a narrator wrote of a capture's findings: text only. Which findings it speaks of is not the narrator's to
 * say: a {@link Narrative} takes them from what it was given, so no text can add one.
 *
 * @param model          the language model that wrote it; null for the built-in narrator
 * @param fallbackReason why the built-in narrator wrote it although a language model is configured; null otherwise
 */
public record NarrativeText(NarrativeSource source, String model, String text, String fallbackReason) {

    public NarrativeText {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(text, "text");
        if ((source == NarrativeSource.MODEL) != (model != null)) {
            throw new IllegalArgumentException("a model's text names its model, a built-in one none: " + source);
        }
        if (source == NarrativeSource.MODEL && fallbackReason != null) {
            throw new IllegalArgumentException("only a built-in text stands in for a model");
        }
    }

    public static NarrativeText builtIn(String text) {
        return new NarrativeText(NarrativeSource.BUILT_IN, null, text, null);
    }

    /** The built-in text, standing in for a configured model that gave none, with why. */
    public static NarrativeText builtInInstead(String text, String reason) {
        return new NarrativeText(NarrativeSource.BUILT_IN, null, text, Objects.requireNonNull(reason, "reason"));
    }

    public static NarrativeText byModel(String model, String text) {
        return new NarrativeText(NarrativeSource.MODEL, Objects.requireNonNull(model, "model"), text, null);
    }
}
