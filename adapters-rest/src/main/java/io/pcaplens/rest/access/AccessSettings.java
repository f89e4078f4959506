package io.pcaplens.rest.access;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Whether callers must authenticate. Off by default: a service on a trusted machine or network is used as it
 * always was, and every client works without credentials.
 */
@ApplicationScoped
public class AccessSettings {

    private boolean enabled;

    /** For the container's proxy. */
    protected AccessSettings() {
    }

    @Inject
    public AccessSettings(@ConfigProperty(name = "pcaplens.auth.enabled", defaultValue = "false") boolean enabled) {
        this.enabled = enabled;
    }

    public boolean enabled() {
        return enabled;
    }
}
