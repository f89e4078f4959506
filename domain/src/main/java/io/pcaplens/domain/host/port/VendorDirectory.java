package io.pcaplens.domain.host.port;

import java.util.Optional;

/** The registry of network-card makers by MAC prefix (IEEE OUI, MA-M and MA-S blocks). */
public interface VendorDirectory {

    /** The maker's name for a MAC such as "00:1b:c5:00:10:22", empty when the registry has none. */
    Optional<String> vendorOf(String mac);
}
