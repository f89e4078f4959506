package io.pcaplens.application.fakes;

import io.pcaplens.domain.signature.SignatureFile;
import io.pcaplens.domain.signature.SignatureRule;
import io.pcaplens.domain.signature.port.SignatureSource;

import java.util.List;

/** A rules file that never changes. */
public class FixedRules implements SignatureSource {

    private final List<SignatureRule> rules;

    public FixedRules(SignatureRule... rules) {
        this.rules = List.of(rules);
    }

    @Override
    public String location() {
        return "signatures.yml";
    }

    @Override
    public String stamp() {
        return "fixed";
    }

    @Override
    public SignatureFile read() {
        return new SignatureFile(rules, List.of(), "v1");
    }
}
