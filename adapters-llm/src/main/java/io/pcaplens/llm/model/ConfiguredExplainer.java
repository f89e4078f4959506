package io.pcaplens.llm.model;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.domain.tracer.port.PacketExplainer;
import io.pcaplens.llm.builtin.BuiltinExplainer;
import io.pcaplens.llm.chat.ChatCompletionsClient;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The packet explainer the configuration chooses: with {@code pcaplens.llm.base-url} set, a language model
 * first and the built-in explainer for what it does not answer; without it, the built-in explainer alone, and
 * nothing leaves the machine.
 */
@ApplicationScoped
public class ConfiguredExplainer implements PacketExplainer {

    /** Requests of more packets than this make long prompts and long waits; fewer make many requests. */
    static final int DEFAULT_WINDOW = 20;

    /**
     * A sixth of the request threads (24, pre-boot-commands.asadmin): however slow the model, the other
     * threads keep answering the API.
     */
    static final int DEFAULT_IN_FLIGHT = 4;

    private PacketExplainer delegate;
    /** Why a configured base URL is not used, or null. */
    private String problem;

    /** For the container's proxy. */
    protected ConfiguredExplainer() {
    }

    @Inject
    public ConfiguredExplainer(
            @ConfigProperty(name = "pcaplens.llm.base-url") Optional<String> baseUrl,
            @ConfigProperty(name = "pcaplens.llm.model", defaultValue = "gpt-4o-mini") String model,
            @ConfigProperty(name = "pcaplens.llm.api-key") Optional<String> apiKey,
            @ConfigProperty(name = "pcaplens.llm.timeout-ms", defaultValue = "30000") long timeoutMillis,
            @ConfigProperty(name = "pcaplens.llm.window-steps", defaultValue = "" + DEFAULT_WINDOW) int windowSteps,
            @ConfigProperty(name = "pcaplens.llm.max-concurrent", defaultValue = "" + DEFAULT_IN_FLIGHT)
            int maxConcurrent) {
        BuiltinExplainer builtin = new BuiltinExplainer();
        delegate = builtin;
        Optional<String> configured = baseUrl.map(String::strip).filter(s -> !s.isEmpty());
        if (configured.isEmpty()) {
            return;
        }
        URI base = usable(configured.get());
        if (base == null) {
            problem = "not an http(s) URL: " + configured.get();
        } else if (timeoutMillis <= 0 || windowSteps < 1 || maxConcurrent < 1) {
            problem = "pcaplens.llm.timeout-ms, pcaplens.llm.window-steps and pcaplens.llm.max-concurrent must be"
                    + " positive";
        } else {
            delegate = new ModelExplainer(new ChatCompletionsClient(base, model.strip(), apiKey.orElse(null),
                    Duration.ofMillis(timeoutMillis)), builtin, windowSteps, maxConcurrent);
        }
    }

    @Override
    public List<Explanation> explain(TraceContext context, List<TraceStep> window) {
        return delegate.explain(context, window);
    }

    @Override
    public String describe() {
        return problem == null ? delegate.describe() : delegate.describe() + "; language model off: " + problem;
    }

    @Override
    public String identity() {
        return delegate.identity();
    }

    /** The base URL when it is an http(s) URL with a host, else null. */
    static URI usable(String text) {
        try {
            URI uri = URI.create(text);
            boolean web = "http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme());
            return web && uri.getHost() != null ? uri : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
