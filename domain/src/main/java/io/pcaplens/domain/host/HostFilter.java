package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;

/**
 * Which hosts of a capture's inventory a list shows; a null part does not filter.
 *
 * @param address    a part of the address or MAC, matched without regard to case
 * @param internal   only internal (true) or only external (false) hosts
 * @param deviceType only hosts of this device type
 */
public record HostFilter(String address, Boolean internal, DeviceType deviceType) {

    public static final HostFilter ALL = new HostFilter(null, null, null);

    public HostFilter {
        if (address != null && address.isBlank()) {
            address = null;
        }
    }
}
