package io.pcaplens.domain.monitor;

import java.util.Objects;

/** A monitored network with how many snapshots it holds, as lists and pages show it. */
public record NetworkOverview(Network network, int snapshotCount) {

    public NetworkOverview {
        Objects.requireNonNull(network, "network");
    }
}
