package io.pcaplens.domain.monitor;

import java.util.Locale;

/** The transports a service listens on, named as the change entities write them ("10.0.2.10:445/tcp"). */
public enum ServiceTransport {
    TCP, UDP;

    public String entityName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
