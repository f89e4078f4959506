package io.pcaplens.rest.monitor;

/**
 * The body of {@code POST} and {@code PATCH /monitor/networks}, as the OpenAPI document describes it; the
 * resource reads it with {@link io.pcaplens.rest.JsonRequest}, which says exactly what is wrong with a body.
 */
public record NetworkRequest(String name, String description) {
}
