package io.pcaplens.rest;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.info.Info;

import java.util.Map;

/** The REST API; every path carries the version prefix (spec 9). */
@ApplicationPath("/api/v1")
@OpenAPIDefinition(info = @Info(title = "pcaplens", version = "1",
        description = "Network conversations of uploaded packet captures"))
public class RestApplication extends Application {

    /**
     * The API is described by its OpenAPI document at /openapi; the framework's own WADL answer to OPTIONS
     * would describe it a second time, in the framework's terms.
     */
    @Override
    public Map<String, Object> getProperties() {
        return Map.of("jersey.config.server.wadl.disableWadl", true);
    }
}
