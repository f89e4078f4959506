package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator;
import io.pcaplens.domain.host.ExternalAddress;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.net.InetAddress;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The offline database in force: the bundled DB-IP country database and ASN ranges, or the MaxMind database (and
 * ASN database) the configuration names. It is opened once, as the application starts (or on first use, outside a
 * container); a database that cannot be opened leaves every address unlocated and says so in the description,
 * rather than failing analyses.
 */
@ApplicationScoped
public class OfflineGeoLocator implements GeoLocator {

    private static final Logger LOG = Logger.getLogger(OfflineGeoLocator.class.getName());

    private Optional<String> mmdb;
    private Optional<String> asnMmdb;

    /** The container's resource, which it injects into the field; only used in the container. */
    @Resource
    private ManagedThreadFactory threads;

    private OfflineDatabase database;
    private String problem;

    /** For the container's proxy. */
    protected OfflineGeoLocator() {
    }

    /** The MaxMind databases the configuration names; the bundled ones where it names none. */
    @Inject
    public OfflineGeoLocator(@ConfigProperty(name = "pcaplens.geo.mmdb") Optional<String> mmdb,
                             @ConfigProperty(name = "pcaplens.geo.asn-mmdb") Optional<String> asnMmdb) {
        this.mmdb = mmdb;
        this.asnMmdb = asnMmdb;
    }

    /**
     * Opens the databases beside the rest of the start, so that neither the start nor the first analysis waits
     * for the bundled ASN ranges to be read (a second or so); a lookup meanwhile waits for the opening.
     */
    void openAtStart(@Observes @Initialized(ApplicationScoped.class) Object started) {
        Thread opener = threads.newThread(this::database);
        opener.setName("pcaplens-offline-geo-open");
        opener.start();
    }

    @Override
    public Optional<Geo> locate(String ip) {
        OfflineDatabase db = database();
        if (db == null || !ExternalAddress.isExternal(ip)) {
            return Optional.empty();
        }
        try {
            // a literal (isExternal accepted it), so no name is resolved
            return db.locate(InetAddress.getByName(ip));
        } catch (IOException e) {
            LOG.log(Level.FINE, "offline lookup of " + ip + " failed", e);
            return Optional.empty();
        }
    }

    @Override
    public String describe() {
        OfflineDatabase db = database();
        return db != null ? db.describe() : "no offline database: " + problem;
    }

    @Override
    public Optional<Attribution> attribution() {
        OfflineDatabase db = database();
        return db == null ? Optional.empty() : db.attribution();
    }

    private synchronized OfflineDatabase database() {
        if (database == null && problem == null) {
            try {
                database = OfflineDatabases.open(nonBlank(mmdb), nonBlank(asnMmdb)).orElse(null);
                problem = database == null ? "none bundled in this build" : null;
            } catch (IOException | RuntimeException e) {
                problem = e.getMessage();
                LOG.log(Level.WARNING, "offline geolocation database could not be opened", e);
            }
        }
        return database;
    }

    private static Optional<String> nonBlank(Optional<String> value) {
        return value.map(String::strip).filter(s -> !s.isEmpty());
    }

    @PreDestroy
    synchronized void close() {
        if (database != null) {
            try {
                database.close();
            } catch (IOException e) {
                LOG.log(Level.FINE, "closing the offline database", e);
            }
        }
    }
}
