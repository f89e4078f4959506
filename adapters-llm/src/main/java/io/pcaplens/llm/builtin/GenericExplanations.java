package io.pcaplens.llm.builtin;

import java.util.Optional;

/** Any packet no family knows: what it is by protocol and size, and the dissector's own summary. */
final class GenericExplanations implements ProtocolExplanations {

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol().isEmpty() ? "" : step.protocol() + " ";
        return Optional.of(step.sendsSummarised("a " + step.size() + "-byte " + protocol + "packet"));
    }
}
