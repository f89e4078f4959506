package io.pcaplens.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The service's settings that the use cases need; each is a PCAPLENS_* variable (see docs/configuration.md). */
@ApplicationScoped
public class Settings {

    private long uploadMaxBytes;
    private boolean idsByDefault;
    private int analysisWorkers;
    /** 0 means one dissector process per core. */
    private int parallelism;
    /** 0 means as many slices as dissector processes. */
    private int slices;
    private String signatures;

    /** For the container's proxy. */
    protected Settings() {
    }

    @Inject
    public Settings(@ConfigProperty(name = "pcaplens.upload.max-bytes", defaultValue = "10737418240")
                    long uploadMaxBytes,
                    @ConfigProperty(name = "pcaplens.ids.default", defaultValue = "false") boolean idsByDefault,
                    @ConfigProperty(name = "pcaplens.analysis.workers", defaultValue = "1") int analysisWorkers,
                    @ConfigProperty(name = "pcaplens.analysis.parallelism", defaultValue = "0") int parallelism,
                    @ConfigProperty(name = "pcaplens.analysis.slices", defaultValue = "0") int slices,
                    @ConfigProperty(name = "pcaplens.signatures", defaultValue = "signatures.yml") String signatures) {
        this.uploadMaxBytes = uploadMaxBytes;
        this.idsByDefault = idsByDefault;
        this.analysisWorkers = analysisWorkers;
        this.parallelism = parallelism;
        this.slices = slices;
        this.signatures = signatures;
    }

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

    /**
     * How many slices a large capture is cut into (at least; the dissector keeps each slice's frames bounded):
     * with several instances, as many as all of them read side by side, since every instance reads some.
     */
    public int slices() {
        return slices > 0 ? slices : parallelism();
    }
}
