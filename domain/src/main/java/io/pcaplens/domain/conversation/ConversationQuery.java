package io.pcaplens.domain.conversation;

import io.pcaplens.domain.signature.Severity;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Which conversations of a capture to list and in what order (spec 10.2, 10.3). Filters combine with AND;
 * the values of one multi-valued filter with OR; a pill group's excluded values are AND NOT. Empty lists and
 * nulls mean "no filter".
 *
 * @param ip      comma-separated terms, OR-ed (see {@link IpFilter}): a CIDR block ("10.0.0.0/8",
 *                "2001:db8::/32") either endpoint lies in; a complete address either endpoint is; anything else a
 *                case-insensitive substring of srcIp, dstIp, the SNI hostname or any name seen in the
 *                row's transport flow (DNS questions, HTTP Host, TLS server name, certificate DNS names, the
 *                server certificate's common name)
 * @param port    exact srcPort or dstPort
 * @param payload bytes that some packet's payload contains, byte-aligned, within the payload scope
 * @param rules   names of custom rules, one of which fired on the conversation
 * @param severities severities of which some fired rule is
 * @param countries country codes or names (any letter case) of the source or destination
 * @param deviceTypes device types of the source or destination
 * @param ja4     JA4 client fingerprints, exactly
 * @param asns    autonomous systems ("AS15169" or "15169") of the source or destination
 * @param communityId the Community ID of the conversations' flow, exact; null for any
 * @param window  the stretch of capture time in which the conversations were active, never null
 * @param excluded per pill group, values no selected conversation may have (NOT): a conversation having any
 *                 of them is left out, whatever else it has; never null
 * @param payloadScope where the payload bytes are looked for: the stored 64 bytes (the spec's default) or
 *                each packet's whole payload in the capture file; never null
 * @param fullPayloadMatches the conversations whose packets' whole payloads hold the payload bytes, once
 *                found in the capture file for a full search; null before that
 */
public record ConversationQuery(
        String ip,
        Integer port,
        byte[] payload,
        boolean risksOnly,
        List<String> idsAlerts,
        List<String> protocols,
        List<String> dissectorProtocols,
        List<String> apps,
        List<String> categories,
        List<String> fileTypes,
        List<String> risks,
        List<String> rules,
        List<Severity> severities,
        List<String> countries,
        List<String> deviceTypes,
        List<String> ja4,
        List<String> asns,
        String communityId,
        TimeWindow window,
        List<Sort> sort,
        Map<Facet, List<String>> excluded,
        PayloadScope payloadScope,
        java.util.Set<Long> fullPayloadMatches) {

    public ConversationQuery {
        window = window == null ? TimeWindow.ALL : window;
        payloadScope = payloadScope == null ? PayloadScope.STORED : payloadScope;
        communityId = communityId == null || communityId.isBlank() ? null : communityId.strip();
        Map<Facet, List<String>> nonEmpty = new EnumMap<>(Facet.class);
        if (excluded != null) {
            excluded.forEach((facet, values) -> {
                if (!values.isEmpty()) {
                    nonEmpty.put(facet, List.copyOf(values));
                }
            });
        }
        excluded = java.util.Collections.unmodifiableMap(nonEmpty);
    }

    /** A query without exclusions. */
    public ConversationQuery(String ip, Integer port, byte[] payload, boolean risksOnly, List<String> idsAlerts,
                             List<String> protocols, List<String> dissectorProtocols, List<String> apps,
                             List<String> categories, List<String> fileTypes, List<String> risks, List<String> rules,
                             List<Severity> severities, List<String> countries, List<String> deviceTypes,
                             List<String> ja4, List<String> asns, String communityId, TimeWindow window,
                             List<Sort> sort) {
        this(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps, categories, fileTypes,
                risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window, sort, Map.of());
    }

    /** A query whose payload filter, if any, searches the stored 64 bytes (spec 10.2). */
    public ConversationQuery(String ip, Integer port, byte[] payload, boolean risksOnly, List<String> idsAlerts,
                             List<String> protocols, List<String> dissectorProtocols, List<String> apps,
                             List<String> categories, List<String> fileTypes, List<String> risks, List<String> rules,
                             List<Severity> severities, List<String> countries, List<String> deviceTypes,
                             List<String> ja4, List<String> asns, String communityId, TimeWindow window,
                             List<Sort> sort, Map<Facet, List<String>> excluded) {
        this(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps, categories, fileTypes,
                risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window, sort, excluded,
                PayloadScope.STORED, null);
    }

    /** The values a pill group selects (OR-ed); severities by their API names. */
    public List<String> included(Facet facet) {
        return switch (facet) {
            case PROTOCOL -> protocols;
            case DISSECTOR_PROTOCOL -> dissectorProtocols;
            case APPLICATION -> apps;
            case CATEGORY -> categories;
            case FILE_TYPE -> fileTypes;
            case RISK -> risks;
            case CUSTOM_RULE -> rules;
            case SEVERITY -> severities.stream().map(Severity::apiName).toList();
            case COUNTRY -> countries;
            case DEVICE_TYPE -> deviceTypes;
            case IDS_ALERT -> idsAlerts;
        };
    }

    /** The values a pill group excludes; empty when it excludes none. */
    public List<String> excluded(Facet facet) {
        return excluded.getOrDefault(facet, List.of());
    }

    /**
     * The same query with one more value selected in a pill group (OR-ed with those already selected); a value
     * the group excluded is no longer excluded.
     */
    public ConversationQuery including(Facet facet, String value) {
        Map<Facet, List<String>> without = new EnumMap<>(Facet.class);
        without.putAll(excluded);
        without.put(facet, excluded(facet).stream().filter(v -> !v.equals(value)).toList());
        List<String> more = new java.util.ArrayList<>(included(facet));
        if (!more.contains(value)) {
            more.add(value);
        }
        return new ConversationQuery(ip, port, payload, risksOnly,
                facet == Facet.IDS_ALERT ? more : idsAlerts,
                facet == Facet.PROTOCOL ? more : protocols,
                facet == Facet.DISSECTOR_PROTOCOL ? more : dissectorProtocols,
                facet == Facet.APPLICATION ? more : apps,
                facet == Facet.CATEGORY ? more : categories,
                facet == Facet.FILE_TYPE ? more : fileTypes,
                facet == Facet.RISK ? more : risks,
                facet == Facet.CUSTOM_RULE ? more : rules,
                facet == Facet.SEVERITY ? more.stream().map(s -> Severity.parse(s).orElseThrow()).toList() : severities,
                facet == Facet.COUNTRY ? more : countries,
                facet == Facet.DEVICE_TYPE ? more : deviceTypes,
                ja4, asns, communityId, window, sort, without, payloadScope, fullPayloadMatches);
    }

    /** Whether the payload filter must first read the capture file: a full search not yet resolved. */
    public boolean needsFullPayloadSearch() {
        return payload != null && payloadScope == PayloadScope.FULL && fullPayloadMatches == null;
    }

    /** The same query searching the payload bytes in the given scope. */
    public ConversationQuery withPayloadScope(PayloadScope scope) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window,
                sort, excluded, scope, null);
    }

    /** The same full-payload query with the conversations the capture file showed to hold the bytes. */
    public ConversationQuery withFullPayloadMatches(java.util.Set<Long> conversations) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window,
                sort, excluded, payloadScope, java.util.Set.copyOf(conversations));
    }

    /** One sort key: a field and its direction. */
    public record Sort(ConversationField field, boolean ascending) {
    }

    /** The ip filter's terms: ranges, exact addresses and substrings, OR-ed; empty when there is none. */
    public IpFilter ipFilter() {
        return IpFilter.parse(ip);
    }

    public static ConversationQuery all() {
        return new ConversationQuery(null, null, null, false, List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), null,
                TimeWindow.ALL, List.of());
    }

    /** The same query narrowed to a time window. */
    public ConversationQuery within(TimeWindow w) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, w, sort,
                excluded, payloadScope, fullPayloadMatches);
    }

    /** The same query in another order. */
    public ConversationQuery sortedBy(List<Sort> keys) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window, keys,
                excluded, payloadScope, fullPayloadMatches);
    }
}
