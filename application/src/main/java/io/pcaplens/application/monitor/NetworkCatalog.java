package io.pcaplens.application.monitor;

import io.pcaplens.application.Page;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;


/** Creating, listing, renaming and deleting monitored networks. Deleting one keeps its captures. */
@ApplicationScoped
public class NetworkCatalog {

    private NetworkRepository networks;

    /** For the container's proxy. */
    protected NetworkCatalog() {
    }

    @Inject
    public NetworkCatalog(NetworkRepository networks) {
        this.networks = networks;
    }

    public NetworkOverview create(String name, String description) {
        Network network = Network.named(name, description);
        networks.add(network);
        return new NetworkOverview(network, 0);
    }

    /** Oldest first. */
    public Page<NetworkOverview> page(int page, int size) {
        return new Page<>(networks.page((page - 1) * size, size), page, size, networks.count());
    }

    public NetworkOverview find(NetworkId id) {
        return networks.find(id).orElseThrow(() -> Refusal.unknownNetwork(id));
    }

    /**
     * @param name        the new name, null to keep it
     * @param description the new description, null to keep it
     */
    public NetworkOverview update(NetworkId id, String name, String description) {
        NetworkOverview current = find(id);
        Network network = current.network();
        if (name != null) {
            network = network.renamed(name);
        }
        if (description != null) {
            network = network.describedAs(description);
        }
        if (!networks.update(network)) {
            throw Refusal.unknownNetwork(id);
        }
        return new NetworkOverview(network, current.snapshotCount());
    }

    /** The network goes with its snapshots, changes and reviews; its captures stay. */
    public void delete(NetworkId id) {
        if (!networks.delete(id)) {
            throw Refusal.unknownNetwork(id);
        }
    }
}
