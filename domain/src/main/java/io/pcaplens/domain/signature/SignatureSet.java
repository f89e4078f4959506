package io.pcaplens.domain.signature;

import java.util.List;

/**
 * The custom rules in force, in file order, and the version of the file they came from (a fingerprint of
 * its content), so that a result can say which rules produced it.
 */
public record SignatureSet(List<SignatureRule> rules, String version) {

    public SignatureSet {
        rules = List.copyOf(rules);
    }

    public static SignatureSet none() {
        return new SignatureSet(List.of(), "none");
    }

    /** A fresh evaluation of these rules over one capture's conversations. */
    public SignatureEvaluation evaluation() {
        return new SignatureEvaluation(rules);
    }

    /**
     * Every payload pattern of the rules, rule after rule in file order, each rule's in its own order: the
     * numbering of {@link PayloadSightings}.
     */
    public List<PayloadProbe> payloadProbes() {
        List<PayloadProbe> probes = new java.util.ArrayList<>();
        for (SignatureRule rule : rules) {
            if (rule.hasPayload()) {
                probes.addAll(rule.payload().probes());
            }
        }
        return List.copyOf(probes);
    }
}
