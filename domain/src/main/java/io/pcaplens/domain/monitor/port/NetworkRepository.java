package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;

import java.util.List;
import java.util.Optional;

/** The monitored networks. Deleting one deletes its snapshots, changes and reviews, never its captures. */
public interface NetworkRepository {

    void add(Network network);

    Optional<NetworkOverview> find(NetworkId id);

    /** Oldest first. */
    List<NetworkOverview> page(int offset, int limit);

    long count();

    /** False when there is no such network. */
    boolean update(Network network);

    /** False when there is no such network. */
    boolean delete(NetworkId id);
}
