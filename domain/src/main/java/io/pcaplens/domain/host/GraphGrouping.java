package io.pcaplens.domain.host;

import java.util.Optional;

/**
 * What one node of the network map stands for: a host, or all hosts of one /24 or /16 subnet ({@link HostPlace}),
 * of one autonomous system, country or device type. Hosts with no value for the grouping (an internal address has
 * no AS) share the node named {@link #UNKNOWN}.
 */
public enum GraphGrouping {
    NONE("none"), SUBNET24("subnet24"), SUBNET16("subnet16"), ASN("asn"), COUNTRY("country"),
    DEVICE_TYPE("deviceType");

    /** The node of the hosts the grouping knows no value for. */
    public static final String UNKNOWN = "unknown";

    private final String apiName;

    GraphGrouping(String apiName) {
        this.apiName = apiName;
    }

    public String apiName() {
        return apiName;
    }

    /** The grouping the API name stands for; {@code none} when there is no name, empty for an unknown one. */
    public static Optional<GraphGrouping> parse(String name) {
        if (name == null || name.isBlank()) {
            return Optional.of(NONE);
        }
        for (GraphGrouping g : values()) {
            if (g.apiName.equalsIgnoreCase(name.strip())) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }
}
