package io.pcaplens.domain.conversation;

import java.util.Optional;

/** The device classes of spec 10.2's Device Type filter, named as the API and the UI show them. */
public enum DeviceType {
    ROUTER("Router"),
    SERVER("Server"),
    MOBILE("Mobile"),
    LAPTOP_DESKTOP("Laptop/Desktop"),
    IOT("IoT"),
    PRINTER("Printer"),
    UNKNOWN("Unknown");

    private final String label;

    DeviceType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The type a rule or a query names by its label or constant name, in any letter case. */
    public static Optional<DeviceType> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String n = name.strip();
        for (DeviceType t : values()) {
            if (t.label.equalsIgnoreCase(n) || t.name().equalsIgnoreCase(n)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
