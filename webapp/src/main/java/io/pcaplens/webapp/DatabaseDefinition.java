package io.pcaplens.webapp;

import jakarta.annotation.sql.DataSourceDefinition;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The service's one DataSource. Its class starts the embedded PostgreSQL on first use when no external
 * database is configured, so it is up before EclipseLink first connects during deployment.
 */
@ApplicationScoped
@DataSourceDefinition(
        name = "java:global/jdbc/pcaplens",
        className = "io.pcaplens.webapp.EmbeddedAwareDataSource",
        url = "${MPCONFIG=pcaplens.db.url}",
        user = "${MPCONFIG=pcaplens.db.user}",
        password = "${MPCONFIG=pcaplens.db.password}",
        minPoolSize = 2,
        maxPoolSize = 30,
        properties = {
                "reWriteBatchedInserts=true",
                "embedded=${MPCONFIG=pcaplens.db.embedded}",
                "embeddedDir=${MPCONFIG=pcaplens.db.embedded.dir}"
        })
public class DatabaseDefinition {
}
