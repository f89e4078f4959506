package io.pcaplens.webapp;

import io.pcaplens.persistence.Database;
import jakarta.annotation.sql.DataSourceDefinition;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The service's one DataSource. Its class starts the embedded PostgreSQL on first use when no external
 * database is configured, so it is up before EclipseLink first connects during deployment.
 *
 * <p>Twelve connections: an analysis holds about five at its busiest (a COPY per slice read side by side, the
 * rule pass, the index build, its heartbeat), and the rest serve requests. More connections than that only
 * make the queries of fifty simultaneous clients share two cores in PostgreSQL, each slower; waiting for a
 * connection instead halved p95 and raised throughput by two thirds (bench/README.md, "Load").
 *
 * <p>Connections are validated as they leave the pool (one {@code SELECT 1} round trip on a local socket), so a
 * database that was stopped or killed is reached again with new connections once it is back.
 */
@ApplicationScoped
@DataSourceDefinition(
        name = Database.DEFINED,
        className = "io.pcaplens.webapp.EmbeddedAwareDataSource",
        url = "${MPCONFIG=pcaplens.db.url}",
        user = "${MPCONFIG=pcaplens.db.user}",
        password = "${MPCONFIG=pcaplens.db.password}",
        minPoolSize = 2,
        maxPoolSize = 12,
        properties = {
                // a connection is checked before it is handed out, and one that fails takes the whole pool with it:
                // after the database went away every pooled connection is dead, and only a new connection
                // (which starts the embedded server again) can reach it
                "fish.payara.is-connection-validation-required=true",
                "fish.payara.connection-validation-method=custom-validation",
                "fish.payara.validation-classname=org.glassfish.api.jdbc.validation.PostgresConnectionValidation",
                "fish.payara.fail-all-connections=true",
                "reWriteBatchedInserts=true",
                "embedded=${MPCONFIG=pcaplens.db.embedded}",
                "embeddedDir=${MPCONFIG=pcaplens.db.embedded.dir}"
        })
public class DatabaseDefinition {
}
