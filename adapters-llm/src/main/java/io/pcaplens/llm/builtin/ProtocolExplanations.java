package io.pcaplens.llm.builtin;

import java.util.Optional;

/** What the built-in explainer knows of one protocol family: a sentence or two for the steps that are its own. */
interface ProtocolExplanations {

    /** The explanation of the step, or empty when the step does not belong to this family. */
    Optional<String> explain(StepFacts step);
}
