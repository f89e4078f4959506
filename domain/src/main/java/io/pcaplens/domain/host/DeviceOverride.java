package io.pcaplens.domain.host;

/**
 * A custom rule's verdict on a host's device type; it replaces the classifier's at full confidence
 * (spec 10.2: "Custom signature overrides apply at 100% confidence").
 */
public record DeviceOverride(String ruleName, DeviceType type) {

    /** The override a rule states with a type label ("Router", "IoT", …); unknown labels are refused. */
    public static DeviceOverride of(String ruleName, String deviceType) {
        return new DeviceOverride(ruleName, DeviceType.parse(deviceType)
                .orElseThrow(() -> new IllegalArgumentException("unknown device type " + deviceType)));
    }
}
