package io.pcaplens.rest;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.info.Info;

/** The REST API; every path carries the version prefix (spec 9). */
@ApplicationPath("/api/v1")
@OpenAPIDefinition(info = @Info(title = "pcaplens", version = "1",
        description = "Network conversations of uploaded packet captures"))
public class RestApplication extends Application {
}
