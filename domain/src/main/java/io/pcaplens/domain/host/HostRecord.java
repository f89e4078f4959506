package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;

import java.util.Objects;

/**
 * One host of a capture's inventory (docs/hosts.md): an address, or for a layer-2-only host its MAC, with what the
 * analysis knows of it.
 *
 * @param mac        the host's own MAC when the classifier could tell it (a host behind a router shows the
 *                   router's), else null
 * @param vendor     the maker of that MAC's card from the OUI registry, null when unknown
 * @param deviceType the classifier's verdict, or a custom rule's override
 * @param geo        where an external address is, empty for internal ones and when geolocation had no answer
 */
public record HostRecord(String address, String mac, String vendor, DeviceType deviceType, HostPlace place,
                         HostGeo geo, HostTraffic traffic) {

    public HostRecord {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(deviceType, "deviceType");
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(geo, "geo");
        Objects.requireNonNull(traffic, "traffic");
    }
}
