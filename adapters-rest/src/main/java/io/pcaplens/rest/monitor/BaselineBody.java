package io.pcaplens.rest.monitor;

/** The snapshot accepted as a network's baseline; also the body that accepts it. */
public record BaselineBody(String snapshotId) {
}
