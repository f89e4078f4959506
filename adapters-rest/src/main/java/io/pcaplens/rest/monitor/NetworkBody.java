package io.pcaplens.rest.monitor;

import io.pcaplens.domain.monitor.NetworkOverview;

/** A monitored network as the API shows it. */
public record NetworkBody(String id, String name, String description, int snapshotCount) {

    static NetworkBody from(NetworkOverview n) {
        return new NetworkBody(n.network().id().toString(), n.network().name(), n.network().description(),
                n.snapshotCount());
    }
}
