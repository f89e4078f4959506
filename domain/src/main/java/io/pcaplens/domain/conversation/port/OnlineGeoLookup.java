package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.conversation.Geo;

import java.util.Collection;
import java.util.Map;

/** An online geolocation service (spec 2.5, green badge), off unless configured. */
public interface OnlineGeoLookup {

    /** Whether a service is configured; when not, nothing is ever sent. */
    boolean enabled();

    /**
     * Looks the addresses up, side by side and within a bounded time: addresses the service did not answer
     * in time, or could not be reached for, are missing from the result. Answers have source "online".
     */
    Map<String, Geo> lookup(Collection<String> ips);

    /** A short description of the configured service, for the system endpoint. */
    String describe();
}
