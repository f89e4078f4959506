package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.OnlineGeoLookup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.net.URI;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/** The online geolocation service the configuration names, if any; without one nothing is ever sent. */
@ApplicationScoped
public class IpinfoGeoLookup implements OnlineGeoLookup {

    private Optional<String> url;
    private Optional<String> token;
    /** Per request: an answer slower than this counts as none. */
    private long timeoutMillis;
    /** Per analysis: the longest the online lookups may hold it up. */
    private long deadlineMillis;

    private IpinfoClient client;
    /** Why a configured URL is not used, or null. */
    private String problem;

    /** For the container's proxy. */
    protected IpinfoGeoLookup() {
    }

    @Inject
    public IpinfoGeoLookup(@ConfigProperty(name = "pcaplens.geo.online-url") Optional<String> url,
                           @ConfigProperty(name = "pcaplens.geo.online-token") Optional<String> token,
                           @ConfigProperty(name = "pcaplens.geo.online-timeout-ms", defaultValue = "2000")
                           long timeoutMillis,
                           @ConfigProperty(name = "pcaplens.geo.online-deadline-ms", defaultValue = "5000")
                           long deadlineMillis) {
        this.url = url;
        this.token = token;
        this.timeoutMillis = timeoutMillis;
        this.deadlineMillis = deadlineMillis;
    }

    @Override
    public boolean enabled() {
        return client() != null;
    }

    @Override
    public Map<String, Geo> lookup(Collection<String> ips) {
        IpinfoClient c = client();
        return c == null || ips.isEmpty() ? Map.of() : c.lookup(ips);
    }

    @Override
    public String describe() {
        IpinfoClient c = client();
        return c != null ? c.base().toString() : problem != null ? "off: " + problem : "off";
    }

    private synchronized IpinfoClient client() {
        if (client == null && problem == null) {
            Optional<String> configured = url.map(String::strip).filter(s -> !s.isEmpty());
            if (configured.isEmpty()) {
                return null;
            }
            URI base = usable(configured.get());
            if (base != null) {
                client = new IpinfoClient(base, token.orElse(null), Duration.ofMillis(timeoutMillis),
                        Duration.ofMillis(deadlineMillis), 8);
            }
        }
        return client;
    }

    /** The URL when it is an absolute http(s) one; otherwise the service stays off, and says why. */
    private URI usable(String text) {
        try {
            URI uri = URI.create(text);
            if (("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))
                    && uri.getHost() != null) {
                return uri;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        problem = "not an http(s) URL: " + text;
        return null;
    }
}
