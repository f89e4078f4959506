package io.pcaplens.llm.builtin;

import io.pcaplens.domain.tracer.EncryptedTraffic;

import java.util.Optional;

/** Spec 10.6 item 7: encrypted content is explained from its size and direction only. */
final class EncryptedExplanations implements ProtocolExplanations {

    @Override
    public Optional<String> explain(StepFacts step) {
        return EncryptedTraffic.of(step.step()).map(kind -> step.sends(Wording.bytes(step.size()) + " of encrypted "
                + kind.label() + " data") + " The content cannot be read, so only its size and direction are known.");
    }
}
