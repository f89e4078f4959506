package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.query.QueryField;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Where each field of the catalogue lives in a conversation row: the fixed column expressions the query
 * compiler may write, the only SQL text an expression ever puts into a statement.
 */
final class FieldColumns {

    /** How a field's values are read from the row. */
    sealed interface Column {
    }

    /** One or more scalar expressions (one per end, or a code and a name): the field matches when any does. */
    record Values(List<String> expressions) implements Column {
    }

    /** The elements of an array, each read by {@code value} from the rows of {@code from}. */
    record Elements(String from, String value) implements Column {
    }

    /** Bytes within some packet's payload, found beforehand. */
    record Payload() implements Column {
    }

    /**
     * Whether the server certificate's not-after lies before the first packet, null when it is not in tshark's
     * form "YYYY-MM-DD HH:MM:SS" (UTC). Such texts order as their times do, so the not-after, whole seconds N,
     * lies before the start S (nanoseconds) when N is before S rounded up to a whole second.
     */
    private static final String EXPIRED = "(CASE WHEN cert_not_after ~ '^[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]"
            + "[ T][0-9][0-9]:[0-9][0-9]:[0-9][0-9]$' THEN replace(cert_not_after, 'T', ' ') < to_char(to_timestamp("
            + "start_ns / 1000000000 + (start_ns % 1000000000 > 0)::int) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')"
            + " END)";

    private static final Map<QueryField, Column> COLUMNS = new EnumMap<>(QueryField.class);

    private static void put(QueryField field, String... expressions) {
        COLUMNS.put(field, new Values(List.of(expressions)));
    }

    private static void array(QueryField field, String textArray) {
        COLUMNS.put(field, new Elements("unnest(" + textArray + ") AS e(v)", "e.v"));
    }

    private static void json(QueryField field, String jsonArray, String member) {
        COLUMNS.put(field, new Elements("jsonb_array_elements(" + jsonArray + ") AS e(v)", "e.v->>'" + member + "'"));
    }

    static {
        put(QueryField.ID, "id");
        put(QueryField.IP, "src_ip", "dst_ip");
        put(QueryField.IP_SRC, "src_ip");
        put(QueryField.IP_DST, "dst_ip");
        put(QueryField.PORT, "src_port", "dst_port");
        put(QueryField.PORT_SRC, "src_port");
        put(QueryField.PORT_DST, "dst_port");
        // the capture table's own columns are qualified so that its id is not the row's
        put(QueryField.CAPTURE, "capture_id::text", "(SELECT f.name FROM capture f WHERE f.id = capture_id)");
        // the snapshot table has a capture_id of its own: the row's is named with its table
        COLUMNS.put(QueryField.NETWORK, new Elements("(SELECT n.id::text FROM snapshot s JOIN network n ON n.id ="
                + " s.network_id WHERE s.capture_id = conversation.capture_id UNION ALL SELECT n.name FROM snapshot s"
                + " JOIN network n ON n.id = s.network_id WHERE s.capture_id = conversation.capture_id) AS e(v)", "e.v"));
        put(QueryField.TRANSPORT, "transport");
        put(QueryField.COMMUNITY_ID, "community_id");
        put(QueryField.PROTOCOL, "protocol");
        put(QueryField.DISSECTOR, "dissector_protocol");
        put(QueryField.APP, "app_name");
        put(QueryField.CATEGORY, "category");
        put(QueryField.CONFIDENCE, "dpi_confidence");
        array(QueryField.RISK, "flow_risks");
        put(QueryField.SNI, "hostname");
        array(QueryField.NAME, "seen_names");
        array(QueryField.LOGIN_USER, "login_users");
        put(QueryField.JA3, "ja3_client");
        put(QueryField.JA3S, "ja3_server");
        put(QueryField.JA4, "ja4_client");
        array(QueryField.ALPN, "alpn");
        put(QueryField.TLS_ISSUER, "tls_issuer");
        put(QueryField.TLS_SUBJECT, "tls_subject");
        put(QueryField.TLS_NOT_BEFORE, "cert_not_before");
        put(QueryField.TLS_NOT_AFTER, "cert_not_after");
        put(QueryField.TLS_EXPIRED, EXPIRED);
        array(QueryField.UA, "http_user_agents");
        json(QueryField.IDS, "ids_alerts", "signature");
        json(QueryField.RULE, "custom_rules", "name");
        json(QueryField.SEVERITY, "custom_rules", "severity");
        put(QueryField.COUNTRY, "src_geo->>'countryCode'", "src_geo->>'country'", "dst_geo->>'countryCode'",
                "dst_geo->>'country'");
        put(QueryField.COUNTRY_SRC, "src_geo->>'countryCode'", "src_geo->>'country'");
        put(QueryField.COUNTRY_DST, "dst_geo->>'countryCode'", "dst_geo->>'country'");
        put(QueryField.ASN, "src_geo->>'asn'", "dst_geo->>'asn'");
        put(QueryField.ORG, "src_geo->>'org'", "dst_geo->>'org'");
        put(QueryField.DEVICE, "src_device_type", "dst_device_type");
        put(QueryField.DEVICE_SRC, "src_device_type");
        put(QueryField.DEVICE_DST, "dst_device_type");
        array(QueryField.FILETYPE, "file_types");
        put(QueryField.FILES, "extracted_file_count");
        put(QueryField.PACKETS, "packet_count");
        put(QueryField.PACKETS_SRC, "src_packets");
        put(QueryField.PACKETS_DST, "dst_packets");
        put(QueryField.BYTES, "total_bytes");
        put(QueryField.BYTES_SRC, "src_bytes");
        put(QueryField.BYTES_DST, "dst_bytes");
        put(QueryField.DURATION, "(end_ns - start_ns)");
        put(QueryField.START, "start_ns");
        put(QueryField.END, "end_ns");
        COLUMNS.put(QueryField.PAYLOAD, new Payload());
    }

    private FieldColumns() {
    }

    /** Every field of the catalogue has its place; a field without one is a fault of this class. */
    static Column of(QueryField field) {
        Column c = COLUMNS.get(field);
        if (c == null) {
            throw new IllegalStateException("no column for the field " + field.apiName());
        }
        return c;
    }
}
