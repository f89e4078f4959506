package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Problem;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FacetFilters;
import io.pcaplens.domain.conversation.PayloadPattern;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.FilterForm;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.conversation.query.QueryText;
import jakarta.ws.rs.core.MultivaluedMap;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The conversation list's query parameters (api.md: q, ip, port, payload, payloadScope, risksOnly, idsAlert, protocol,
 * dissectorProtocol, app, category, fileType, risk, rule, severity, country, deviceType, ja4, asn, communityId, from,
 * to, sort) turned into a query: the hunt query q and the form's filters, all AND-ed. Multi-valued filters take
 * repeated parameters or comma-separated values. In a pill group's parameter (protocol, dissectorProtocol, app,
 * category, fileType, risk, rule, severity, country, deviceType, idsAlert) a value written with a leading "!"
 * is excluded instead of selected. Anything malformed is a 400 that says which parameter.
 */
public final class ConversationFilters {

    /** What the window's parameters mean, for the API document of every endpoint that takes them. */
    public static final String FROM = "ISO-8601 instant with offset: only conversations that end at or after it";
    public static final String TO = "ISO-8601 instant with offset: only conversations that start at or before it";

    /** The hunt query's parameter (docs/hunt.md). */
    public static final String Q = "q";

    /** The mark before a pill group's value that excludes it. */
    public static final String NOT = "!";

    private ConversationFilters() {
    }

    public static ConversationQuery parse(MultivaluedMap<String, String> p) {
        List<Expression> and = new ArrayList<>();
        FilterForm.ip(ip(p)).ifPresent(and::add);
        port(p).ifPresent(n -> and.add(FilterForm.port(n)));
        payload(p).ifPresent(bytes -> and.add(FilterForm.payload(bytes)));
        if (risksOnly(p)) {
            and.add(FilterForm.risky());
        }
        for (Facet facet : PILL_ORDER) {
            List<String> in = facet == Facet.SEVERITY ? severities(selected(p, "severity")) : selected(p, FacetFilters.parameter(facet));
            if (!in.isEmpty()) {
                and.add(FilterForm.selected(QueryField.of(facet), in));
            }
        }
        List<String> ja4 = values(p, "ja4");
        if (!ja4.isEmpty()) {
            and.add(FilterForm.selected(QueryField.JA4, ja4));
        }
        List<String> asns = values(p, "asn");
        if (!asns.isEmpty()) {
            and.add(FilterForm.asns(asns));
        }
        String communityId = communityId(p);
        if (communityId != null) {
            and.add(Expression.clause(QueryField.COMMUNITY_ID, Operator.EQ, new Literal.Text(communityId)));
        }
        for (Facet facet : Facet.values()) {
            List<String> out = excluded(p, FacetFilters.parameter(facet));
            if (facet == Facet.SEVERITY) {
                out = severities(out);
            }
            if (!out.isEmpty()) {
                and.add(FilterForm.excluded(QueryField.of(facet), out));
            }
        }
        query(p).ifPresent(and::add);
        return new ConversationQuery(Expression.and(and), window(p), sort(p.get("sort")), payloadScope(p));
    }

    /**
     * The hunt query {@code q}, AND-ed with the form's filters; absent when blank. A text that does not parse
     * throws the parser's {@link io.pcaplens.domain.conversation.query.QuerySyntaxError}, which the problem
     * mapper answers with its position.
     */
    public static Optional<Expression> query(MultivaluedMap<String, String> p) {
        String q = p.getFirst(Q);
        return q == null || q.isBlank() ? Optional.empty() : Optional.of(QueryText.parse(q));
    }

    /** The pill groups in the order the API documents their parameters. */
    private static final List<Facet> PILL_ORDER = List.of(Facet.IDS_ALERT, Facet.PROTOCOL, Facet.DISSECTOR_PROTOCOL,
            Facet.APPLICATION, Facet.CATEGORY, Facet.FILE_TYPE, Facet.RISK, Facet.CUSTOM_RULE, Facet.SEVERITY,
            Facet.COUNTRY, Facet.DEVICE_TYPE);

    private static Optional<Integer> port(MultivaluedMap<String, String> p) {
        String port = p.getFirst("port");
        if (port == null || port.isEmpty()) {
            return Optional.empty();
        }
        if (!port.matches("\\d+")) {
            throw Problem.badRequest("port must be a port number (digits only), was '" + port + "'");
        }
        if (new java.math.BigInteger(port).compareTo(java.math.BigInteger.valueOf(65535)) > 0) {
            throw Problem.badRequest("port " + port + " is out of range: a port is a number from 0 to 65535");
        }
        return Optional.of(Integer.valueOf(port, 10));
    }

    private static Optional<byte[]> payload(MultivaluedMap<String, String> p) {
        String payload = p.getFirst("payload");
        if (payload == null || payload.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(PayloadPattern.parse(payload).orElseThrow(() -> Problem.badRequest(
                "payload must be ASCII text, 0x-prefixed hex or space-separated hex bytes, was '" + payload + "'")));
    }

    private static boolean risksOnly(MultivaluedMap<String, String> p) {
        String risksOnly = p.getFirst("risksOnly");
        if (risksOnly != null && !risksOnly.isEmpty() && !risksOnly.matches("(?i)true|false")) {
            throw Problem.badRequest("risksOnly must be true or false, was '" + risksOnly + "'");
        }
        return "true".equalsIgnoreCase(risksOnly);
    }

    private static PayloadScope payloadScope(MultivaluedMap<String, String> p) {
        String scope = p.getFirst("payloadScope");
        return scope == null || scope.isBlank() ? PayloadScope.STORED : PayloadScope.parse(scope)
                .orElseThrow(() -> Problem.badRequest("payloadScope must be stored or full, was '" + scope + "'"));
    }

    /** Severities by their API names, each checked. */
    private static List<String> severities(List<String> written) {
        return written.stream().map(s -> severity(s).apiName()).toList();
    }

    /**
     * Every ip term, repeated parameters and comma-separated values alike, as one comma-separated text
     * (terms OR-ed, see IpFilter); null for none.
     */
    private static String ip(MultivaluedMap<String, String> p) {
        List<String> terms = values(p, "ip");
        return terms.isEmpty() ? null : String.join(",", terms);
    }

    private static Severity severity(String s) {
        return Severity.parse(s).orElseThrow(() -> Problem.badRequest(
                "severity must be critical, high, medium or low, each perhaps after a '!', was '" + s + "'"));
    }

    /** A pill group's selected values: those without the leading "!" of an exclusion. */
    private static List<String> selected(MultivaluedMap<String, String> p, String name) {
        return values(p, name).stream().filter(v -> !v.startsWith(NOT)).toList();
    }

    /** A pill group's excluded values, each written with a leading "!", returned without it. */
    private static List<String> excluded(MultivaluedMap<String, String> p, String name) {
        List<String> out = new ArrayList<>();
        for (String v : values(p, name)) {
            if (v.startsWith(NOT)) {
                String value = v.substring(NOT.length()).strip();
                if (value.isEmpty()) {
                    throw Problem.badRequest(name + ": '!' must be followed by the value to exclude");
                }
                out.add(value);
            }
        }
        return out;
    }

    /**
     * A version-1 Community ID, exactly. Its base64 may hold '+', which an unencoded query string turns into
     * a space; an id never holds a space, so a space is read back as the '+' it was.
     */
    private static String communityId(MultivaluedMap<String, String> p) {
        String raw = p.getFirst("communityId");
        if (raw == null || raw.isBlank()) {
            return null;
        }
        String id = raw.strip().replace(' ', '+');
        if (!id.matches("1:[A-Za-z0-9+/]{27}=")) {
            throw Problem.badRequest("communityId must be a version 1 Community ID (1:<28 base64 characters>), was '"
                    + raw + "'");
        }
        return id;
    }

    /** {@code from} and {@code to}, ISO instants, either absent; the window they span must not run backwards. */
    public static TimeWindow window(MultivaluedMap<String, String> p) {
        try {
            return TimeWindow.between(instant(p, "from"), instant(p, "to"));
        } catch (IllegalArgumentException e) {
            throw Problem.badRequest("from must not lie after to, were '" + p.getFirst("from") + "' and '"
                    + p.getFirst("to") + "'");
        }
    }

    private static Instant instant(MultivaluedMap<String, String> p, String name) {
        String text = p.getFirst(name);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text.strip(), DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        } catch (DateTimeParseException e) {
            throw Problem.badRequest(name + " must be an ISO-8601 instant with offset (2017-04-05T20:10:10.324937Z),"
                    + " was '" + text + "'");
        }
    }

    /**
     * Repeated and comma-separated values; IDS alert and rule names may themselves contain commas, so only
     * repeated parameters split them.
     */
    private static List<String> values(MultivaluedMap<String, String> p, String name) {
        List<String> raw = p.get(name);
        if (raw == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String r : raw) {
            List<String> parts = name.equals("idsAlert") || name.equals("rule") ? List.of(r) : Arrays.asList(r.split(","));
            parts.stream().map(String::strip).filter(v -> !v.isEmpty()).forEach(out::add);
        }
        return out;
    }

    /** {@code sort=field:dir[,field:dir…]}, applied in the given order. */
    static List<ConversationQuery.Sort> sort(List<String> raw) {
        if (raw == null) {
            return List.of();
        }
        List<ConversationQuery.Sort> keys = new ArrayList<>();
        for (String param : raw) {
            for (String part : param.split(",")) {
                if (part.isBlank()) {
                    continue;
                }
                String[] fd = part.strip().split(":", 2);
                String name = fd[0].strip();
                String dir = fd.length == 2 ? fd[1].strip().toLowerCase() : "asc";
                ConversationField field = SortFields.of(name).orElseThrow(() -> Problem.badRequest(
                        "cannot sort by '" + name + "'; sortable fields: " + SortFields.names()));
                if (!dir.equals("asc") && !dir.equals("desc")) {
                    throw Problem.badRequest("sort direction must be asc or desc, was '" + dir + "'");
                }
                keys.add(new ConversationQuery.Sort(field, dir.equals("asc")));
            }
        }
        return keys;
    }
}
