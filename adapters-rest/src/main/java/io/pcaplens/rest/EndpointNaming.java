package io.pcaplens.rest;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;

/**
 * Names the endpoint a request reached ({@link Endpoint#path()}, e.g. {@code /api/v1/files/{fileId}}) in the
 * request's {@link #PROPERTY}, which a servlet container keeps as a request attribute; the service's request
 * metrics are labelled with it. Runs before authorization, so that refused requests are named too.
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class EndpointNaming implements ContainerRequestFilter {

    public static final String PROPERTY = "io.pcaplens.endpoint";

    @Context
    ResourceInfo resource;

    @Override
    public void filter(ContainerRequestContext context) {
        if (resource.getResourceMethod() != null) {
            Endpoint.of(resource.getResourceClass(), resource.getResourceMethod())
                    .ifPresent(e -> context.setProperty(PROPERTY, e.path()));
        }
    }
}
