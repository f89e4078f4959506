package io.pcaplens.rest.openapi;

import io.pcaplens.rest.conversation.ConversationFilters;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

import java.util.ArrayList;
import java.util.List;

/**
 * The query parameters of the conversation list's filters and sort, which every list, facet, CSV, export and
 * Wireshark-filter endpoint reads through {@link ConversationFilters}: described once here and added to each of
 * those operations by {@link ApiDocument} ({@link ApiDocument#CONVERSATION_FILTERS}), so that a generated client
 * offers them all.
 */
final class ConversationFilterParameters {

    private static final String PILL = "; repeatable or comma-separated; a value written after '!' is excluded";

    private ConversationFilterParameters() {
    }

    static List<Parameter> all() {
        List<Parameter> out = new ArrayList<>();
        out.add(QueryParameter.text(ConversationFilters.Q, "hunt query (docs/hunt.md), e.g. port == 443 && !sni;"
                + " AND-ed with the other filters; one that does not parse is a 400 with its position"));
        out.add(QueryParameter.text("ip", "part of srcIp, dstIp or a name seen in the row's flow (any case), or a CIDR block"));
        out.add(QueryParameter.of("port", "source or destination port", QueryParameter.type(Schema.SchemaType.INTEGER).minimum(java.math.BigDecimal.ZERO)
                .maximum(java.math.BigDecimal.valueOf(65535))));
        out.add(QueryParameter.text("payload", "bytes searched in the packets: ASCII text, 0x-prefixed hex or space-separated hex"));
        out.add(QueryParameter.of("payloadScope", "where payload is searched: the stored first 64 bytes of each packet (default)"
                + " or whole packets", QueryParameter.type(Schema.SchemaType.STRING)
                .enumeration(List.<Object>of("stored", "full"))));
        out.add(QueryParameter.of("risksOnly", "only rows with an nDPI risk",
                QueryParameter.type(Schema.SchemaType.BOOLEAN)));
        out.add(QueryParameter.list("idsAlert", "IDS alert signature; repeat the parameter for several (a name may hold commas);"
                + " a value written after '!' is excluded"));
        out.add(QueryParameter.list("protocol", "transport or application protocol" + PILL));
        out.add(QueryParameter.list("dissectorProtocol", "tshark's highest protocol layer" + PILL));
        out.add(QueryParameter.list("app", "nDPI application" + PILL));
        out.add(QueryParameter.list("category", "nDPI category" + PILL));
        out.add(QueryParameter.list("fileType", "type of a file carried by the row" + PILL));
        out.add(QueryParameter.list("risk", "nDPI risk" + PILL));
        out.add(QueryParameter.list("rule", "custom rule name; repeat the parameter for several (a name may hold commas);"
                + " a value written after '!' is excluded"));
        out.add(QueryParameter.list("severity", "any custom rule of that severity: critical, high, medium or low" + PILL));
        out.add(QueryParameter.list("country", "country code or name of the source or the destination" + PILL));
        out.add(QueryParameter.list("deviceType", "device type of the source or the destination" + PILL));
        out.add(QueryParameter.list("ja4", "JA4 TLS client fingerprint; repeatable or comma-separated"));
        out.add(QueryParameter.list("asn", "autonomous system of the source or the destination (AS15169 or 15169);"
                + " repeatable or comma-separated"));
        out.add(QueryParameter.text("communityId", "exact version 1 Community ID (1:<28 base64 characters>)"));
        out.add(QueryParameter.of("from", ConversationFilters.FROM, dateTime()));
        out.add(QueryParameter.of("to", ConversationFilters.TO, dateTime()));
        out.add(QueryParameter.list("sort", "field:asc or field:desc, applied in the given order; repeatable or comma-separated"));
        return out;
    }

    private static Schema dateTime() {
        return QueryParameter.type(Schema.SchemaType.STRING).format("date-time");
    }
}
