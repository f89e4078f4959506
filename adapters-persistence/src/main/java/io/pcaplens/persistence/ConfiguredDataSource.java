package io.pcaplens.persistence;

import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.persistence.config.SessionCustomizer;
import org.eclipse.persistence.sessions.DatasourceLogin;
import org.eclipse.persistence.sessions.JNDIConnector;
import org.eclipse.persistence.sessions.Session;
import org.eclipse.persistence.sessions.server.ConnectionPool;
import org.eclipse.persistence.sessions.server.ServerSession;

import javax.naming.InitialContext;
import javax.sql.DataSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Points the persistence unit at the container-managed DataSource the operator named with
 * {@code pcaplens.db.jndi}. persistence.xml can only name one DataSource, the webapp's own; EclipseLink calls
 * this after reading it and before its first connection, so the webapp's own is then never opened (and an
 * embedded PostgreSQL never started) on an application server that provides the database.
 */
public class ConfiguredDataSource implements SessionCustomizer {

    @Override
    public void customize(Session session) throws Exception {
        Optional<String> name = Database.configured(ConfigProvider.getConfig());
        if (name.isEmpty()) {
            return;
        }
        DataSource dataSource = InitialContext.doLookup(name.get());
        // the reads outside a transaction go through a pool of their own, with a login of its own
        Set<DatasourceLogin> logins = Collections.newSetFromMap(new IdentityHashMap<>());
        logins.add((DatasourceLogin) session.getDatasourceLogin());
        if (session instanceof ServerSession server) {
            List<ConnectionPool> pools = new ArrayList<>(server.getConnectionPools().values());
            pools.add(server.getReadConnectionPool());
            for (ConnectionPool pool : pools) {
                if (pool != null && pool.getLogin() instanceof DatasourceLogin login) {
                    logins.add(login);
                }
            }
        }
        for (DatasourceLogin login : logins) {
            login.setConnector(new JNDIConnector(dataSource));
        }
    }
}
