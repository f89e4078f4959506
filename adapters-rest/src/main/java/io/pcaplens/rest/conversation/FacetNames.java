package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Facet;

import java.util.EnumMap;
import java.util.Map;

/** The API's name of each facet of the conversation list (api.md, …/conversations/facets). */
public final class FacetNames {

    private static final Map<Facet, String> NAMES = new EnumMap<>(Facet.class);

    static {
        NAMES.put(Facet.PROTOCOL, "protocols");
        NAMES.put(Facet.DISSECTOR_PROTOCOL, "dissectorProtocols");
        NAMES.put(Facet.APPLICATION, "apps");
        NAMES.put(Facet.CATEGORY, "categories");
        NAMES.put(Facet.FILE_TYPE, "fileTypes");
        NAMES.put(Facet.RISK, "risks");
        NAMES.put(Facet.CUSTOM_RULE, "customRules");
        NAMES.put(Facet.SEVERITY, "severities");
        NAMES.put(Facet.COUNTRY, "countries");
        NAMES.put(Facet.DEVICE_TYPE, "deviceTypes");
        NAMES.put(Facet.IDS_ALERT, "idsAlerts");
    }

    private FacetNames() {
    }

    public static String of(Facet facet) {
        return NAMES.get(facet);
    }
}
