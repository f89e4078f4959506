package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.signature.DeviceOverride;

/**
 * A host of one capture as stored: its address, MAC and vendor when known, the classifier's verdict and, when
 * a custom rule names its type, that override. The override wins (spec 10.2).
 */
public record HostProfile(String ip, String mac, String vendor, Classification classification,
                          DeviceOverride override) {

    public DeviceType effectiveType() {
        return override != null ? DeviceType.parse(override.deviceType()).orElse(DeviceType.UNKNOWN)
                : classification.type();
    }

    public int effectiveConfidence() {
        return override != null ? 100 : classification.confidence();
    }

    public HostProfile withOverride(DeviceOverride o) {
        return new HostProfile(ip, mac, vendor, classification, o);
    }
}
