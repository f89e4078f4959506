package io.pcaplens.llm.model;

import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;
import io.pcaplens.domain.finding.port.FindingNarrator;
import io.pcaplens.llm.builtin.BuiltinNarrator;
import io.pcaplens.llm.chat.ChatCompletionsClient;
import io.pcaplens.llm.chat.ModelFailure;

import java.util.concurrent.Semaphore;
import java.util.logging.Logger;

/**
 * Asks a language model for the summary of a capture's findings, in one request, and gives the built-in text
 * instead, saying why, when the model fails, times out, answers nothing usable or is busy: a summary is always
 * given, never an error. A capture without findings gets the built-in sentence: there is nothing to summarise.
 */
public final class ModelNarrator implements FindingNarrator {

    private static final Logger LOG = Logger.getLogger(ModelNarrator.class.getName());

    private final ChatCompletionsClient client;
    private final BuiltinNarrator builtin;
    private final int maxInFlight;
    /** Summaries waiting for the model: each holds a thread of the service for as long as the model takes. */
    private final Semaphore inFlight;

    ModelNarrator(ChatCompletionsClient client, BuiltinNarrator builtin, int maxInFlight) {
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("calls in flight must be at least 1: " + maxInFlight);
        }
        this.client = client;
        this.builtin = builtin;
        this.maxInFlight = maxInFlight;
        this.inFlight = new Semaphore(maxInFlight);
    }

    @Override
    public NarrativeText narrate(NarrativeSubject subject) {
        if (subject.findings().isEmpty()) {
            return builtin.narrate(subject);
        }
        if (!inFlight.tryAcquire()) {
            return instead(subject, "the language model is busy with " + maxInFlight + " summaries");
        }
        try {
            String text = NarrativeAnswer.read(client.complete(NarrativePrompt.SYSTEM, NarrativePrompt.user(subject)));
            if (text == null) {
                return instead(subject, "the language model's answer held no text");
            }
            return NarrativeText.byModel(client.model(), text);
        } catch (ModelFailure failure) {
            LOG.warning(() -> "language model gave no summary of findings, the built-in narrator answers: "
                    + failure.getMessage());
            // the reason the API gives leaves the endpoint out: that is the configuration's, not the caller's
            return instead(subject, failure.timedOut()
                    ? "the language model gave no answer within " + client.timeout().toMillis() + " ms"
                    : failure.exchangeFailed() ? "the language model could not be reached or answered with an error"
                    : "the language model's answer could not be read");
        } finally {
            inFlight.release();
        }
    }

    private NarrativeText instead(NarrativeSubject subject, String reason) {
        return NarrativeText.builtInInstead(builtin.text(subject), reason);
    }
}
