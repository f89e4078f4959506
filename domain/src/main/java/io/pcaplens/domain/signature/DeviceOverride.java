package io.pcaplens.domain.signature;

/**
 * A custom rule's {@code device_type} for one host: it replaces the classifier's guess at 100 % confidence
 * (spec 10.2, Device Type).
 */
public record DeviceOverride(String ruleName, String deviceType) {

    /** The classifier's device types (the API's names), which a rule may set. */
    public static final java.util.List<String> TYPES =
            java.util.List.of("Router", "Server", "Mobile", "Laptop/Desktop", "IoT", "Printer", "Unknown");

    /** The device type as the API names it, in any letter case; empty when it is none of {@link #TYPES}. */
    public static java.util.Optional<String> canonicalType(String name) {
        return TYPES.stream().filter(t -> t.equalsIgnoreCase(name.strip())).findFirst();
    }
}
