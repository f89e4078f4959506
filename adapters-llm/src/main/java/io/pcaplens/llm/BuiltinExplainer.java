package io.pcaplens.llm;

import io.pcaplens.domain.port.PacketExplainer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/** The packet explainer: a language model when one is configured, else the built-in rule-based text. */
@ApplicationScoped
public class BuiltinExplainer implements PacketExplainer {

    @Inject
    @ConfigProperty(name = "pcaplens.llm.base-url")
    Optional<String> baseUrl;

    @Inject
    @ConfigProperty(name = "pcaplens.llm.model", defaultValue = "gpt-4o-mini")
    String model;

    @Inject
    @ConfigProperty(name = "pcaplens.llm.api-key")
    Optional<String> apiKey;

    @Override
    public String describe() {
        return baseUrl.filter(u -> !u.isBlank())
                .map(u -> "llm " + model + " at " + u + (apiKey.filter(k -> !k.isBlank()).isPresent() ? " (with key)" : ""))
                .orElse("builtin");
    }
}
