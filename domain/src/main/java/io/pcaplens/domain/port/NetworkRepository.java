package io.pcaplens.domain.port;

import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkOverview;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The monitored networks. Deleting one deletes its snapshots, changes and reviews, never its captures. */
public interface NetworkRepository {

    void add(Network network);

    Optional<NetworkOverview> find(UUID id);

    /** Oldest first. */
    List<NetworkOverview> page(int offset, int limit);

    long count();

    /** False when there is no such network. */
    boolean update(Network network);

    /** False when there is no such network. */
    boolean delete(UUID id);
}
