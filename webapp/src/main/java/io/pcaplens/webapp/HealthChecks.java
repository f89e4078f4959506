package io.pcaplens.webapp;

import io.pcaplens.application.SystemStatus;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.capture.port.ExternalTool.ToolStatus;
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
 * Readiness: the database answers, the data directory has the free space the service keeps, and every
 * external tool is installed. A missing tool names the Debian
 * package that brings it.
 */
@ApplicationScoped
public class HealthChecks {

    private SystemStatus status;
    private DataSource dataSource;
    private CaptureStore captures;

    /** For the container's proxy. */
    protected HealthChecks() {
    }

    @Inject
    public HealthChecks(SystemStatus status, DataSource dataSource, CaptureStore captures) {
        this.status = status;
        this.dataSource = dataSource;
        this.captures = captures;
    }

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

    /** The data directory's free space: DOWN once uploads would be refused for want of it. */
    @Produces
    @Readiness
    HealthCheck storage() {
        return () -> {
            CaptureStore.StorageSpace space = captures.space();
            HealthCheckResponseBuilder r = HealthCheckResponse.named("storage")
                    .withData("freeBytes", space.freeBytes()).withData("minimumFreeBytes", space.minimumFreeBytes());
            return (space.fits(0) ? r.up() : r.down()).build();
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
