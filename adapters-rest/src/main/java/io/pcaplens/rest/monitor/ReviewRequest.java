package io.pcaplens.rest.monitor;

/** The body of {@code PATCH /monitor/networks/{networkId}/changes/{changeId}}, as the OpenAPI document describes it. */
public record ReviewRequest(Boolean reviewed, String notes) {
}
