package io.pcaplens.domain.conversation.query;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Facet;

import java.util.Arrays;
import java.util.Optional;

/**
 * The field catalogue: every fact of a stored conversation a query can ask about, with its type, the part of
 * the conversation it reads, whether it holds many values (an array field matches when any element does),
 * the pill group it is, and the sort key it orders by. The form filters, the SQL compiler and the documents
 * all read it.
 */
public enum QueryField {
    ID("id", ValueType.NUMBER, Part.IDENTITY, false, null, ConversationField.ID,
            "the conversation row's id", "id == 1001"),
    IP("ip", ValueType.ADDRESS, Part.IDENTITY, false, null, null,
            "either end's address", "ip == 10.0.0.0/8"),
    IP_SRC("ip.src", ValueType.ADDRESS, Part.IDENTITY, false, null, ConversationField.SRC_IP,
            "the source address", "ip.src == 192.168.1.5"),
    IP_DST("ip.dst", ValueType.ADDRESS, Part.IDENTITY, false, null, ConversationField.DST_IP,
            "the destination address", "ip.dst == 2001:db8::/32"),
    PORT("port", ValueType.NUMBER, Part.IDENTITY, false, null, null,
            "either end's port", "port == 443"),
    PORT_SRC("port.src", ValueType.NUMBER, Part.IDENTITY, false, null, ConversationField.SRC_PORT,
            "the source port", "port.src >= 49152"),
    PORT_DST("port.dst", ValueType.NUMBER, Part.IDENTITY, false, null, ConversationField.DST_PORT,
            "the destination port", "port.dst in {80, 8080}"),
    CAPTURE("capture", ValueType.TEXT, Part.IDENTITY, false, null, null,
            "the capture the conversation is in: its file id or its file name", "capture contains \"tls\""),
    NETWORK("network", ValueType.TEXT, Part.IDENTITY, true, null, null,
            "the monitored networks the conversation's capture is a snapshot of: each network's id or name",
            "network == \"Head office\""),
    TRANSPORT("transport", ValueType.LABEL, Part.IDENTITY, false, null, ConversationField.TRANSPORT,
            "the transport: TCP, UDP, ICMP, ICMPV6, ARP, IP or L2", "transport == \"udp\""),
    COMMUNITY_ID("community_id", ValueType.TEXT, Part.IDENTITY, false, null, ConversationField.COMMUNITY_ID,
            "the flow's Community ID (version 1)", "community_id == \"1:wCb3OG7yAFWelaUydu0D+125CLM=\""),
    PROTOCOL("protocol", ValueType.LABEL, Part.LABELS, false, Facet.PROTOCOL, ConversationField.PROTOCOL,
            "the row's Protocol label", "protocol == \"DNS\""),
    DISSECTOR("dissector", ValueType.LABEL, Part.LABELS, false, Facet.DISSECTOR_PROTOCOL,
            ConversationField.DISSECTOR_PROTOCOL, "the dissector's highest protocol of the flow", "dissector == \"tls\""),
    APP("app", ValueType.LABEL, Part.DPI, false, Facet.APPLICATION, ConversationField.APP_NAME,
            "the application DPI named", "app == \"YouTube\""),
    CATEGORY("category", ValueType.LABEL, Part.DPI, false, Facet.CATEGORY, ConversationField.CATEGORY,
            "the application's category", "category == \"Web\""),
    CONFIDENCE("confidence", ValueType.LABEL, Part.DPI, false, null, ConversationField.DPI_CONFIDENCE,
            "how DPI came to the application", "confidence == \"DPI\""),
    RISK("risk", ValueType.LABEL, Part.DPI, true, Facet.RISK, null,
            "the flow risks DPI found", "risk contains \"self-signed\""),
    SNI("sni", ValueType.LABEL, Part.TLS, false, null, ConversationField.HOSTNAME,
            "the host name the client asked for (TLS SNI, HTTP Host, DNS)", "sni contains \"example\""),
    NAME("name", ValueType.LABEL, Part.NAMES, true, null, null,
            "any name seen in the flow: DNS questions, HTTP Host, TLS server name, certificate names",
            "name == \"www.example.com\""),
    LOGIN_USER("login.user", ValueType.TEXT, Part.LABELS, true, null, null,
            "the user names of logins carried in clear (FTP, POP, IMAP, SMTP, HTTP Basic and forms, Telnet)",
            "login.user == \"anonymous\""),
    JA3("ja3", ValueType.TEXT, Part.TLS, false, null, ConversationField.JA3_CLIENT,
            "the client's JA3 fingerprint", "ja3 == \"e7d705a3286e19ea42f587b344ee6865\""),
    JA3S("ja3s", ValueType.TEXT, Part.TLS, false, null, ConversationField.JA3_SERVER,
            "the server's JA3S fingerprint", "ja3s == \"ae4edc6faf64d08308082ad26be60767\""),
    JA4("ja4", ValueType.TEXT, Part.TLS, false, null, ConversationField.JA4_CLIENT,
            "the client's JA4 fingerprint", "ja4 == \"t13d1516h2_8daaf6152771_02713d6af862\""),
    ALPN("tls.alpn", ValueType.LABEL, Part.TLS, true, null, null,
            "the application protocols the client offered (ALPN)", "tls.alpn == \"h2\""),
    TLS_ISSUER("tls.issuer", ValueType.TEXT, Part.TLS, false, null, ConversationField.TLS_ISSUER,
            "the server certificate's issuer", "tls.issuer contains \"Let's Encrypt\""),
    TLS_SUBJECT("tls.subject", ValueType.TEXT, Part.TLS, false, null, ConversationField.TLS_SUBJECT,
            "the server certificate's subject", "tls.subject contains \"example.com\""),
    TLS_NOT_BEFORE("tls.not_before", ValueType.TEXT, Part.TLS, false, null, ConversationField.CERT_NOT_BEFORE,
            "the server certificate's start of validity, as the dissector wrote it", "tls.not_before contains \"2024\""),
    TLS_NOT_AFTER("tls.not_after", ValueType.TEXT, Part.TLS, false, null, ConversationField.CERT_NOT_AFTER,
            "the server certificate's end of validity, as the dissector wrote it", "tls.not_after contains \"2025\""),
    TLS_EXPIRED("tls.expired", ValueType.BOOLEAN, Part.TLS, false, null, null,
            "whether the server certificate had expired when the flow started (its not-after lies before the first"
                    + " packet); absent without a readable not-after", "tls.expired"),
    UA("ua", ValueType.TEXT, Part.HTTP, true, null, null,
            "the HTTP user agents of the flow", "ua contains \"curl\""),
    IDS("ids", ValueType.TEXT, Part.IDS, true, Facet.IDS_ALERT, null,
            "the IDS alerts' signatures", "ids contains \"ET SCAN\""),
    RULE("rule", ValueType.TEXT, Part.RULES, true, Facet.CUSTOM_RULE, null,
            "the custom rules that fired", "rule == \"Cleartext FTP login\""),
    SEVERITY("severity", ValueType.LABEL, Part.RULES, true, Facet.SEVERITY, null,
            "the severities of the rules that fired: critical, high, medium, low", "severity == \"high\""),
    COUNTRY("country", ValueType.LABEL, Part.HOSTS, false, Facet.COUNTRY, null,
            "either end's country, by code or name", "country in {\"DE\", \"France\"}"),
    COUNTRY_SRC("country.src", ValueType.LABEL, Part.HOSTS, false, null, ConversationField.SRC_COUNTRY,
            "the source's country, by code or name", "country.src == \"US\""),
    COUNTRY_DST("country.dst", ValueType.LABEL, Part.HOSTS, false, null, ConversationField.DST_COUNTRY,
            "the destination's country, by code or name", "country.dst != \"US\""),
    ASN("asn", ValueType.LABEL, Part.HOSTS, false, null, null,
            "either end's autonomous system, AS15169 or 15169", "asn == \"AS15169\""),
    ORG("org", ValueType.LABEL, Part.HOSTS, false, null, null,
            "either end's network owner", "org contains \"google\""),
    DEVICE("device", ValueType.LABEL, Part.HOSTS, false, Facet.DEVICE_TYPE, null,
            "either end's device type", "device == \"printer\""),
    DEVICE_SRC("device.src", ValueType.LABEL, Part.HOSTS, false, null, ConversationField.SRC_DEVICE_TYPE,
            "the source's device type", "device.src == \"phone\""),
    DEVICE_DST("device.dst", ValueType.LABEL, Part.HOSTS, false, null, ConversationField.DST_DEVICE_TYPE,
            "the destination's device type", "device.dst == \"router\""),
    FILETYPE("filetype", ValueType.LABEL, Part.PAYLOAD, true, Facet.FILE_TYPE, null,
            "the file types seen in payloads", "filetype == \"PNG\""),
    FILES("files", ValueType.NUMBER, Part.EXTRACTION, false, null, ConversationField.EXTRACTED_FILE_COUNT,
            "how many files were extracted from the connection", "files > 0"),
    PACKETS("packets", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.PACKET_COUNT,
            "the row's packets", "packets >= 100"),
    PACKETS_SRC("packets.src", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.SRC_PACKETS,
            "the packets the source sent", "packets.src > 10"),
    PACKETS_DST("packets.dst", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.DST_PACKETS,
            "the packets the destination sent", "packets.dst == 0"),
    BYTES("bytes", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.TOTAL_BYTES,
            "the row's bytes", "bytes > 10M"),
    BYTES_SRC("bytes.src", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.SRC_BYTES,
            "the bytes the source sent", "bytes.src > 1M"),
    BYTES_DST("bytes.dst", ValueType.NUMBER, Part.TRAFFIC, false, null, ConversationField.DST_BYTES,
            "the bytes the destination sent", "bytes.dst < 1k"),
    DURATION("duration", ValueType.DURATION, Part.TRAFFIC, false, null, ConversationField.DURATION,
            "from the first packet to the last", "duration > 10m"),
    START("start", ValueType.TIME, Part.TRAFFIC, false, null, ConversationField.START_TIME,
            "the first packet's time", "start >= 2024-05-01T00:00:00Z"),
    END("end", ValueType.TIME, Part.TRAFFIC, false, null, ConversationField.END_TIME,
            "the last packet's time", "end < 2024-05-02T00:00:00Z"),
    PAYLOAD("payload", ValueType.BYTES, Part.PAYLOAD, false, null, null,
            "the payload bytes of some packet (the stored 64 bytes, or the whole payload in the full scope)",
            "payload contains \"PASS \"");

    private final String apiName;
    private final ValueType type;
    private final Part part;
    private final boolean many;
    private final Facet facet;
    private final ConversationField sortKey;
    private final String description;
    private final String example;

    QueryField(String apiName, ValueType type, Part part, boolean many, Facet facet, ConversationField sortKey,
               String description, String example) {
        this.apiName = apiName;
        this.type = type;
        this.part = part;
        this.many = many;
        this.facet = facet;
        this.sortKey = sortKey;
        this.description = description;
        this.example = example;
    }

    /** How the field is written in an expression. */
    public String apiName() {
        return apiName;
    }

    public ValueType type() {
        return type;
    }

    public Part part() {
        return part;
    }

    /** Whether the field holds a list of values, any one of which may match. */
    public boolean many() {
        return many;
    }

    /** The pill group whose values the field holds, if it is one. */
    public Optional<Facet> facet() {
        return Optional.ofNullable(facet);
    }

    /** The sort key that orders by the field, if the list can be sorted by it. */
    public Optional<ConversationField> sortKey() {
        return Optional.ofNullable(sortKey);
    }

    public String description() {
        return description;
    }

    public String example() {
        return example;
    }

    /** The field of a pill group; every group has one. */
    public static QueryField of(Facet facet) {
        return Arrays.stream(values()).filter(f -> f.facet == facet).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no field for " + facet));
    }

    /** The field written so in an expression ("ip.addr" being the same as "ip"). */
    public static Optional<QueryField> named(String name) {
        String n = "ip.addr".equals(name) ? "ip" : name;
        return Arrays.stream(values()).filter(f -> f.apiName.equals(n)).findFirst();
    }
}
