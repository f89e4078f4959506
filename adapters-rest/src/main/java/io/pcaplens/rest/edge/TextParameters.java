package io.pcaplens.rest.edge;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;

/**
 * Every query and path parameter of every API call passes {@link ParameterText} before a resource sees it, so
 * that no resource, filter parser or repository has to think of text that the database cannot hold.
 */
@Provider
public class TextParameters implements ContainerRequestFilter {

    @Override
    public void filter(ContainerRequestContext request) {
        check(request.getUriInfo().getPathParameters());
        check(request.getUriInfo().getQueryParameters());
    }

    private static void check(MultivaluedMap<String, String> parameters) {
        parameters.forEach((name, values) -> {
            ParameterText.checkedName(name);
            values.forEach(v -> ParameterText.checked(name, v));
        });
    }
}
