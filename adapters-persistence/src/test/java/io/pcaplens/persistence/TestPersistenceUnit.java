package io.pcaplens.persistence;

import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import org.eclipse.persistence.config.PersistenceUnitProperties;
import org.eclipse.persistence.config.SessionCustomizer;
import org.eclipse.persistence.sessions.Session;

import javax.sql.DataSource;
import java.util.Map;

/**
 * The service's persistence unit outside the container, on a test database: resource-local transactions on
 * the given DataSource instead of the container's JTA one.
 */
public final class TestPersistenceUnit {

    private TestPersistenceUnit() {
    }

    public static EntityManagerFactory on(DataSource db) {
        return Persistence.createEntityManagerFactory("pcaplens", Map.of(
                PersistenceUnitProperties.TRANSACTION_TYPE, "RESOURCE_LOCAL",
                PersistenceUnitProperties.JTA_DATASOURCE, "",
                PersistenceUnitProperties.NON_JTA_DATASOURCE, db,
                PersistenceUnitProperties.SESSION_CUSTOMIZER, NoLookup.class.getName()));
    }

    /** The container's customizer looks the DataSource up by JNDI; here it is given. */
    public static final class NoLookup implements SessionCustomizer {
        @Override
        public void customize(Session session) {
        }
    }
}
