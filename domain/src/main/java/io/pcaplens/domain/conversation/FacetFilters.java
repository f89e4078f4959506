package io.pcaplens.domain.conversation;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/** The query parameter that filters by each pill group (api.md: protocol, app, fileType, …). */
public final class FacetFilters {

    private static final Map<Facet, String> PARAMETERS = new EnumMap<>(Facet.class);

    static {
        PARAMETERS.put(Facet.PROTOCOL, "protocol");
        PARAMETERS.put(Facet.DISSECTOR_PROTOCOL, "dissectorProtocol");
        PARAMETERS.put(Facet.APPLICATION, "app");
        PARAMETERS.put(Facet.CATEGORY, "category");
        PARAMETERS.put(Facet.FILE_TYPE, "fileType");
        PARAMETERS.put(Facet.RISK, "risk");
        PARAMETERS.put(Facet.CUSTOM_RULE, "rule");
        PARAMETERS.put(Facet.SEVERITY, "severity");
        PARAMETERS.put(Facet.COUNTRY, "country");
        PARAMETERS.put(Facet.DEVICE_TYPE, "deviceType");
        PARAMETERS.put(Facet.IDS_ALERT, "idsAlert");
    }

    private FacetFilters() {
    }

    public static String parameter(Facet facet) {
        return PARAMETERS.get(facet);
    }

    /** The pill group a query parameter filters by, if it is one. */
    public static Optional<Facet> ofParameter(String name) {
        return PARAMETERS.entrySet().stream().filter(e -> e.getValue().equals(name)).map(Map.Entry::getKey).findFirst();
    }
}
