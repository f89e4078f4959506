package io.pcaplens.rest.monitor;

/** The snapshot accepted as a network's baseline, null when none is; also the body that accepts it. */
public record BaselineBody(String snapshotId) {
}
