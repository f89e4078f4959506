package io.pcaplens.webapp;

import io.pcaplens.application.SystemStatus;
import io.pcaplens.domain.port.ExternalTool.ToolStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.DatabaseMetaData;

/**
 * Readiness: the database answers and every external tool is installed. A missing tool names the Debian
 * package that brings it.
 */
@ApplicationScoped
public class HealthChecks {

    @Inject
    SystemStatus status;

    @Inject
    DataSource dataSource;

    @Produces
    @Readiness
    HealthCheck database() {
        return () -> {
            HealthCheckResponseBuilder r = HealthCheckResponse.named("database");
            try (Connection c = dataSource.getConnection()) {
                DatabaseMetaData meta = c.getMetaData();
                return r.withData("version", meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion())
                        .up().build();
            } catch (Exception e) {
                return r.withData("problem", String.valueOf(e.getMessage())).down().build();
            }
        };
    }

    @Produces
    @Readiness
    HealthCheck tshark() {
        return () -> tool(status.tools().get(0));
    }

    @Produces
    @Readiness
    HealthCheck ndpiReader() {
        return () -> tool(status.tools().get(1));
    }

    @Produces
    @Readiness
    HealthCheck suricata() {
        return () -> tool(status.tools().get(2));
    }

    private static HealthCheckResponse tool(ToolStatus t) {
        HealthCheckResponseBuilder r = HealthCheckResponse.named(t.name());
        if (t.available()) {
            return r.withData("version", t.version()).up().build();
        }
        return r.withData("problem", t.problem()).withData("package", t.debianPackage()).down().build();
    }
}
