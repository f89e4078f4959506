package io.pcaplens.llm.model;

import io.pcaplens.domain.tracer.EncryptedTraffic;
import io.pcaplens.domain.tracer.ExplainerBusy;
import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationPrompt;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.domain.tracer.port.PacketExplainer;
import io.pcaplens.llm.builtin.BuiltinExplainer;
import io.pcaplens.llm.chat.ChatCompletionsClient;
import io.pcaplens.llm.chat.ModelFailure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.logging.Logger;

/**
 * Asks a language model first and the built-in explainer for whatever the model does not answer. Steps go to
 * the model a window of at most {@code windowSize} at a time, each request carrying the conversation's endpoints
 * and the last packets of the previous window, so a conversation of any length is explained in requests of
 * bounded size. Encrypted steps are never sent (spec 10.6 item 7): the built-in explainer says what their size
 * and direction show.
 *
 * <p>A step the answer misses, an answer that cannot be read, a timeout or an HTTP error leaves those steps to
 * the built-in explainer, and the reason is logged. After a failed exchange (unreachable, timed out, HTTP
 * error) the rest of the call does without the model, so that a long conversation does not wait out one
 * timeout per window.
 */
public final class ModelExplainer implements PacketExplainer {

    private static final Logger LOG = Logger.getLogger(ModelExplainer.class.getName());

    /** How many packets of the previous window each request repeats for context. */
    static final int EARLIER_PACKETS = 3;

    private final ChatCompletionsClient client;
    private final BuiltinExplainer builtin;
    private final int windowSize;
    private final int maxInFlight;
    /** Calls in flight to the model: each holds a request thread of the service for as long as the model takes. */
    private final Semaphore inFlight;

    ModelExplainer(ChatCompletionsClient client, BuiltinExplainer builtin, int windowSize, int maxInFlight) {
        if (windowSize < 1 || maxInFlight < 1) {
            throw new IllegalArgumentException("window size and calls in flight must be at least 1: " + windowSize
                    + ", " + maxInFlight);
        }
        this.client = client;
        this.builtin = builtin;
        this.windowSize = windowSize;
        this.maxInFlight = maxInFlight;
        this.inFlight = new Semaphore(maxInFlight);
    }

    /**
     * @throws ExplainerBusy when {@code maxInFlight} calls are already waiting for the model: the caller is told
     *                       to come back rather than made to wait behind them
     */
    @Override
    public List<Explanation> explain(TraceContext context, List<TraceStep> steps) {
        if (!inFlight.tryAcquire()) {
            throw new ExplainerBusy(maxInFlight, Math.max(1, (client.timeout().toMillis() + 999) / 1000));
        }
        try {
            return explainInWindows(context, steps);
        } finally {
            inFlight.release();
        }
    }

    private List<Explanation> explainInWindows(TraceContext context, List<TraceStep> steps) {
        List<Explanation> explained = new ArrayList<>(steps.size());
        List<ExplanationPrompt> earlier = List.of();
        boolean modelAvailable = true;
        for (int from = 0; from < steps.size(); from += windowSize) {
            List<TraceStep> window = steps.subList(from, Math.min(steps.size(), from + windowSize));
            List<ExplanationPrompt> prompts = window.stream().filter(s -> !EncryptedTraffic.covers(context, s))
                    .map(ExplanationPrompt::of).toList();
            Map<Integer, String> answers = Map.of();
            if (modelAvailable && !prompts.isEmpty()) {
                try {
                    answers = ModelAnswer.read(client.complete(WindowPrompt.SYSTEM,
                            WindowPrompt.user(context, earlier, prompts)));
                    logMissing(prompts, answers);
                } catch (ModelFailure failure) {
                    LOG.warning(() -> "language model gave no explanations for steps " + window.get(0).index() + "-"
                            + window.get(window.size() - 1).index() + ", the built-in explainer answers: "
                            + failure.getMessage());
                    modelAvailable = !failure.exchangeFailed();
                }
            }
            for (TraceStep step : window) {
                String text = EncryptedTraffic.covers(context, step) ? null : answers.get(step.index());
                explained.add(text != null
                        ? new Explanation(step.index(), text, ExplanationSource.LLM, client.model())
                        : builtin.explain(context, step));
            }
            if (!prompts.isEmpty()) {
                earlier = prompts.subList(Math.max(0, prompts.size() - EARLIER_PACKETS), prompts.size());
            }
        }
        return explained;
    }

    private static void logMissing(List<ExplanationPrompt> asked, Map<Integer, String> answers) {
        List<Integer> missing = asked.stream().map(ExplanationPrompt::index).filter(i -> !answers.containsKey(i))
                .toList();
        if (!missing.isEmpty()) {
            LOG.warning(() -> "language model answer "
                    + (answers.isEmpty() ? "could not be read" : "misses steps " + missing)
                    + ", the built-in explainer answers for " + (answers.isEmpty() ? "steps " + missing : "them"));
        }
    }

    @Override
    public String describe() {
        return "language model " + client.model() + " at " + client.endpoint()
                + (client.hasApiKey() ? " (with API key)" : "") + ", " + windowSize + " packets per request, "
                + client.timeout().toMillis() + " ms timeout, at most " + maxInFlight + " requests at once; " + builtin.identity() + " for what it does not answer";
    }

    @Override
    public String identity() {
        return "llm " + client.model() + " at " + client.endpoint() + ", " + WindowPrompt.VERSION + ", "
                + builtin.identity();
    }
}
