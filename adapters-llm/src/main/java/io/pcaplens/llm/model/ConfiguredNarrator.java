package io.pcaplens.llm.model;

import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;
import io.pcaplens.domain.finding.port.FindingNarrator;
import io.pcaplens.llm.builtin.BuiltinNarrator;
import io.pcaplens.llm.chat.ChatCompletionsClient;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/**
 * The narrator the configuration chooses, with the tracer's settings: with {@code pcaplens.llm.base-url} set, a
 * language model, and the built-in narrator when it gives no summary; without it, the built-in narrator alone,
 * and nothing leaves the machine.
 */
@ApplicationScoped
public class ConfiguredNarrator implements FindingNarrator {

    private FindingNarrator delegate;

    /** For the container's proxy. */
    protected ConfiguredNarrator() {
    }

    @Inject
    public ConfiguredNarrator(
            @ConfigProperty(name = "pcaplens.llm.base-url") Optional<String> baseUrl,
            @ConfigProperty(name = "pcaplens.llm.model", defaultValue = "gpt-4o-mini") String model,
            @ConfigProperty(name = "pcaplens.llm.api-key") Optional<String> apiKey,
            @ConfigProperty(name = "pcaplens.llm.timeout-ms", defaultValue = "30000") long timeoutMillis,
            @ConfigProperty(name = "pcaplens.llm.max-concurrent",
                    defaultValue = "" + ConfiguredExplainer.DEFAULT_IN_FLIGHT) int maxConcurrent) {
        BuiltinNarrator builtin = new BuiltinNarrator();
        delegate = builtin;
        Optional<String> configured = baseUrl.map(String::strip).filter(s -> !s.isEmpty());
        if (configured.isEmpty()) {
            return;
        }
        URI base = ConfiguredExplainer.usable(configured.get());
        // a setting the explainer refuses is reported by it (the system endpoint); the narrator does as it does
        if (base != null && timeoutMillis > 0 && maxConcurrent >= 1) {
            delegate = new ModelNarrator(new ChatCompletionsClient(base, model.strip(), apiKey.orElse(null),
                    Duration.ofMillis(timeoutMillis)), builtin, maxConcurrent);
        }
    }

    @Override
    public NarrativeText narrate(NarrativeSubject subject) {
        return delegate.narrate(subject);
    }
}
