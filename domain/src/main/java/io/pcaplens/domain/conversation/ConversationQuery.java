package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.signature.Cidr;
import io.pcaplens.domain.signature.Severity;

import java.util.List;
import java.util.Optional;

/**
 * Which conversations of a capture to list and in what order (spec 10.2, 10.3). Filters combine with AND;
 * the values of one multi-valued filter with OR. Empty lists and nulls mean "no filter".
 *
 * @param ip      a CIDR block ("10.0.0.0/8", "2001:db8::/32") either endpoint lies in; anything else a
 *                case-insensitive substring of srcIp, dstIp or the SNI hostname
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
        PayloadScope payloadScope,
        java.util.Set<Long> fullPayloadMatches) {

    public ConversationQuery {
        window = window == null ? TimeWindow.ALL : window;
        payloadScope = payloadScope == null ? PayloadScope.STORED : payloadScope;
        communityId = communityId == null || communityId.isBlank() ? null : communityId.strip();
    }

    /** A query whose payload filter, if any, searches the stored 64 bytes (spec 10.2). */
    public ConversationQuery(String ip, Integer port, byte[] payload, boolean risksOnly, List<String> idsAlerts,
                             List<String> protocols, List<String> dissectorProtocols, List<String> apps,
                             List<String> categories, List<String> fileTypes, List<String> risks, List<String> rules,
                             List<Severity> severities, List<String> countries, List<String> deviceTypes,
                             List<String> ja4, List<String> asns, String communityId, TimeWindow window,
                             List<Sort> sort) {
        this(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps, categories, fileTypes, risks,
                rules, severities, countries, deviceTypes, ja4, asns, communityId, window, sort, PayloadScope.STORED,
                null);
    }

    /** Whether the payload filter must first read the capture file: a full search not yet resolved. */
    public boolean needsFullPayloadSearch() {
        return payload != null && payloadScope == PayloadScope.FULL && fullPayloadMatches == null;
    }

    /** The same query searching the payload bytes in the given scope. */
    public ConversationQuery withPayloadScope(PayloadScope scope) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window,
                sort, scope, null);
    }

    /** The same full-payload query with the conversations the capture file showed to hold the bytes. */
    public ConversationQuery withFullPayloadMatches(java.util.Set<Long> conversations) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window,
                sort, payloadScope, java.util.Set.copyOf(conversations));
    }

    /** One sort key: a field and its direction. */
    public record Sort(ConversationField field, boolean ascending) {
    }

    /**
     * The text the ip filter searches for: an address written out in another form ("2001:0DB8:0:0::1", as
     * other tools print it) is searched in the form rows hold; anything else, a partial value included, as
     * given.
     */
    public String ipText() {
        return ip == null || ip.isBlank() || ipBlock().isPresent() ? null : IpLiteral.canonical(ip.strip());
    }

    /** The address block the ip filter names, when it is written as one; then it is a range, not a substring. */
    public Optional<Cidr> ipBlock() {
        return ip == null ? Optional.empty() : Cidr.block(ip.strip());
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
                payloadScope, fullPayloadMatches);
    }

    /** The same query in another order. */
    public ConversationQuery sortedBy(List<Sort> keys) {
        return new ConversationQuery(ip, port, payload, risksOnly, idsAlerts, protocols, dissectorProtocols, apps,
                categories, fileTypes, risks, rules, severities, countries, deviceTypes, ja4, asns, communityId, window, keys,
                payloadScope, fullPayloadMatches);
    }
}
