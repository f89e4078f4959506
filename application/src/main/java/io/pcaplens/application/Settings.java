package io.pcaplens.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The service's settings that the use cases need; each is a PCAPLENS_* variable (see README). */
@ApplicationScoped
public class Settings {

    @Inject
    @ConfigProperty(name = "pcaplens.upload.max-bytes", defaultValue = "10737418240")
    long uploadMaxBytes;

    @Inject
    @ConfigProperty(name = "pcaplens.ids.default", defaultValue = "false")
    boolean idsByDefault;

    @Inject
    @ConfigProperty(name = "pcaplens.analysis.workers", defaultValue = "1")
    int analysisWorkers;

    /** 0 means one dissector process per core. */
    @Inject
    @ConfigProperty(name = "pcaplens.analysis.parallelism", defaultValue = "0")
    int parallelism;

    @Inject
    @ConfigProperty(name = "pcaplens.signatures", defaultValue = "signatures.yml")
    String signatures;

    /** Where the custom detection rules are read from. */
    public String signatures() {
        return signatures;
    }

    public long uploadMaxBytes() {
        return uploadMaxBytes;
    }

    public boolean idsByDefault() {
        return idsByDefault;
    }

    public int analysisWorkers() {
        return Math.max(1, analysisWorkers);
    }

    public int parallelism() {
        return parallelism > 0 ? parallelism : Runtime.getRuntime().availableProcessors();
    }
}
