package io.pcaplens.persistence;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import java.util.Optional;

/**
 * The service's one DataSource: the one the webapp defines (the embedded PostgreSQL or the server
 * {@code pcaplens.db.url} names), or, on an application server, the container-managed one whose JNDI name
 * {@code pcaplens.db.jndi} gives (for example {@code jdbc/pcaplens}), so that the same WAR runs on either.
 */
@ApplicationScoped
public class Database {

    /** The DataSource the webapp defines for itself. */
    public static final String DEFINED = "java:global/jdbc/pcaplens";
    public static final String JNDI_SETTING = "pcaplens.db.jndi";

    @Produces
    DataSource dataSource() throws NamingException {
        return InitialContext.doLookup(configured(ConfigProvider.getConfig()).orElse(DEFINED));
    }

    /** The container-managed DataSource the operator named, if any. */
    static Optional<String> configured(Config config) {
        return config.getOptionalValue(JNDI_SETTING, String.class).map(String::strip).filter(s -> !s.isEmpty());
    }
}
