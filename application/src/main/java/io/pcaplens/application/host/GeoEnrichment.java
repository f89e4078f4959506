package io.pcaplens.application.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoCache;
import io.pcaplens.domain.conversation.port.GeoLocator;
import io.pcaplens.domain.conversation.port.OnlineGeoLookup;
import io.pcaplens.domain.host.ExternalAddress;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Locates the external addresses of a capture (spec 2.5): a cached online answer first, then the online service
 * for the addresses never asked (when one is configured; its answers are kept, so no address is asked twice),
 * then the offline database for whatever is still unknown. The online step is bounded in time, so a slow or
 * unreachable service costs an analysis a few seconds at most and the offline database answers instead.
 */
@ApplicationScoped
public class GeoEnrichment {

    private static final Logger LOG = Logger.getLogger(GeoEnrichment.class.getName());

    private GeoLocator offline;
    private OnlineGeoLookup online;
    private GeoCache cache;

    /** For the container's proxy. */
    protected GeoEnrichment() {
    }

    @Inject
    public GeoEnrichment(GeoLocator offline, OnlineGeoLookup online, GeoCache cache) {
        this.offline = offline;
        this.online = online;
        this.cache = cache;
    }

    /**
     * The rows with the place of their external endpoints; internal endpoints stay without one.
     *
     * @param captureId the capture the rows are of, for the log
     */
    public List<ConversationRow> attach(CaptureId captureId, List<ConversationRow> rows) {
        Set<String> addresses = new LinkedHashSet<>();
        for (ConversationRow r : rows) {
            addresses.add(r.identity().srcIp());
            addresses.add(r.identity().dstIp());
        }
        Map<String, Geo> places = locate(captureId, addresses);
        if (places.isEmpty()) {
            return rows;
        }
        List<ConversationRow> out = new ArrayList<>(rows.size());
        for (ConversationRow r : rows) {
            Geo src = places.get(r.identity().srcIp());
            Geo dst = places.get(r.identity().dstIp());
            out.add(src == null && dst == null ? r : r.withHosts(r.srcHost().withGeo(src), r.dstHost().withGeo(dst)));
        }
        return out;
    }

    /**
     * Where each external one of the addresses is; internal and unknown addresses are missing.
     *
     * @param captureId the capture the addresses are of, for the log
     */
    public Map<String, Geo> locate(CaptureId captureId, Collection<String> addresses) {
        Set<String> external = new LinkedHashSet<>();
        for (String a : addresses) {
            if (ExternalAddress.isExternal(a)) {
                external.add(a);
            }
        }
        Map<String, Geo> found = new HashMap<>();
        if (external.isEmpty()) {
            return found;
        }
        long t0 = System.nanoTime();
        Map<String, Geo> answered = new HashMap<>(cached(captureId, external));
        int cachedCount = answered.size();
        int askedCount = 0;
        int freshCount = 0;
        if (online.enabled()) {
            List<String> unasked = external.stream().filter(ip -> !answered.containsKey(ip)).toList();
            if (!unasked.isEmpty()) {
                Map<String, Geo> fresh = asked(captureId, unasked);
                keep(captureId, fresh);
                answered.putAll(fresh);
                askedCount = unasked.size();
                freshCount = fresh.size();
            }
        }
        for (String ip : external) {
            Geo answer = answered.get(ip);
            // an online answer without a country (a bogon, an unknown block) gives way to the offline database
            if (answer != null && answer.countryCode() != null) {
                found.put(ip, answer);
            } else {
                offline.locate(ip).or(() -> java.util.Optional.ofNullable(answer)).ifPresent(g -> found.put(ip, g));
            }
        }
        long millis = (System.nanoTime() - t0) / 1_000_000;
        int asked = askedCount;
        int fresh = freshCount;
        LOG.info(() -> String.format("capture %s: geolocation: %d external addresses, %d cached, %d asked online,"
                + " %d answered, %d located, %d ms", captureId, external.size(), cachedCount, asked, fresh, found.size(),
                millis));
        return found;
    }

    /** The online service's answers; a failure of the service's client costs the online answers, not the analysis. */
    private Map<String, Geo> asked(CaptureId captureId, List<String> ips) {
        try {
            return online.lookup(ips);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": online geolocation failed", e);
            return Map.of();
        }
    }

    private Map<String, Geo> cached(CaptureId captureId, Set<String> ips) {
        try {
            return cache.find(ips);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": geolocation cache could not be read", e);
            return Map.of();
        }
    }

    private void keep(CaptureId captureId, Map<String, Geo> answers) {
        try {
            if (!answers.isEmpty()) {
                cache.putAll(answers);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": geolocation cache could not be written", e);
        }
    }
}
