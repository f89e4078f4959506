package io.pcaplens.rest.monitor;

/** The body of {@code POST /monitor/networks/{networkId}/snapshots}, as the OpenAPI document describes it. */
public record SnapshotRequest(String fileId) {
}
