package io.pcaplens.application.signature;

import io.pcaplens.domain.signature.RuleProblem;
import io.pcaplens.domain.signature.SignatureFile;
import io.pcaplens.domain.signature.SignatureSet;
import io.pcaplens.domain.signature.port.SignatureSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;

/**
 * The custom rules in force. The rules file is looked at before each use and read again when it changed,
 * so an edit counts for the next analysis without a restart. An invalid file is reported (log, API) and
 * the last valid rules stay in force; before any valid file there are none.
 */
@ApplicationScoped
public class RuleBook {

    private static final Logger LOG = Logger.getLogger(RuleBook.class.getName());

    private SignatureSource source;

    private String stamp;
    private State state;

    /** For the container's proxy. */
    protected RuleBook() {
    }

    @Inject
    public RuleBook(SignatureSource source) {
        this.source = source;
    }

    /**
     * @param rules     the rules in force: the last valid file's
     * @param loadedAt  when those rules were read, null when none ever were
     * @param valid     whether the file as it is now is valid (else {@code problems} says why)
     */
    public record State(String location, SignatureSet rules, Instant loadedAt, boolean valid,
                        List<RuleProblem> problems) {
    }

    /** The rules in force, after reading the file again if it changed. */
    public SignatureSet rules() {
        return state().rules();
    }

    public synchronized State state() {
        String now = source.stamp();
        if (state == null || !now.equals(stamp)) {
            load();
            // only once loaded: a read that throws is tried again on the next use
            stamp = now;
        }
        return state;
    }

    private void load() {
        SignatureFile file = source.read();
        String location = source.location();
        if (file.valid()) {
            state = new State(location, new SignatureSet(file.rules(), file.version()), Instant.now(), true, List.of());
            LOG.info(() -> "custom rules: " + file.rules().size() + " rules from " + location + " (version "
                    + file.version() + ")");
        } else {
            SignatureSet kept = state == null ? SignatureSet.none() : state.rules();
            Instant keptAt = state == null ? null : state.loadedAt();
            state = new State(location, kept, keptAt, false, file.problems());
            LOG.warning(() -> "custom rules file " + location + " is invalid, keeping the " + kept.rules().size()
                    + " rules in force: " + file.problems());
        }
    }
}
