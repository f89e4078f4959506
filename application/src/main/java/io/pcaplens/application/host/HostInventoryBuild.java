package io.pcaplens.application.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostPlace;
import io.pcaplens.domain.host.port.HostInventoryRepository;
import io.pcaplens.domain.capture.port.StoreOutages;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The host inventory stage of an analysis (docs/hosts.md), after the findings: the store builds the capture's
 * hosts, names, roles and peers from its stored conversations in a few set-based statements, then the addresses
 * are walked a page at a time to place each one (internal or external, its subnets) by the same rule the
 * geolocation uses. An inventory that cannot be built is logged and left out: it never fails an analysis. Only
 * when the store itself went away under it does it throw, so that the analysis is queued again, as for every
 * outage, instead of ending without its hosts.
 */
@ApplicationScoped
public class HostInventoryBuild {

    private static final Logger LOG = Logger.getLogger(HostInventoryBuild.class.getName());
    /** Addresses placed per page of the walk. */
    static final int PAGE = 2000;

    private HostInventoryRepository inventory;
    private StoreOutages outages;

    /** For the container's proxy. */
    protected HostInventoryBuild() {
    }

    @Inject
    public HostInventoryBuild(HostInventoryRepository inventory, StoreOutages outages) {
        this.inventory = inventory;
        this.outages = outages;
    }

    /**
     * Builds the capture's inventory in place of any earlier one; returns whether it was stored.
     *
     * @throws IllegalStateException when the store went away during the build (the analysis is queued again)
     */
    public boolean build(CaptureId captureId) {
        try {
            inventory.rebuild(captureId);
            String after = null;
            while (true) {
                List<String> page = inventory.addressesAfter(captureId, after, PAGE);
                List<HostPlace> places = new ArrayList<>(page.size());
                for (String address : page) {
                    places.add(HostPlace.of(address));
                }
                inventory.place(captureId, places);
                if (page.size() < PAGE) {
                    return true;
                }
                after = page.get(page.size() - 1);
            }
        } catch (RuntimeException e) {
            if (outages.explains(e)) {
                throw new IllegalStateException("the store went away while the host inventory of capture " + captureId
                        + " was built", e);
            }
            LOG.log(Level.WARNING, "capture " + captureId + ": the host inventory could not be built", e);
            return false;
        }
    }
}
