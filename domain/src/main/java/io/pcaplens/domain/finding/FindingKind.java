package io.pcaplens.domain.finding;

import java.util.Locale;
import java.util.Optional;

/** What a finding is about; each kind is found by one detector (docs/findings.md). */
public enum FindingKind {
    BEACONING, VERTICAL_SCAN, HORIZONTAL_SCAN, LONG_CONNECTION, EXFILTRATION, TLS_EXPIRED_CERTIFICATE,
    TLS_SELF_SIGNED, TLS_NO_SNI, PROTOCOL_MISMATCH, IDS_ALERT, CUSTOM_RULE, DNS_TUNNEL, DNS_NONSTANDARD_PORT,
    ICMP_TUNNEL, TOR,
    TLS_NOT_YET_VALID, TLS_NAME_MISMATCH, TLS_OLD_VERSION, TLS_RARE_FINGERPRINT,
    CLEARTEXT_CREDENTIALS, DNS_NXDOMAIN_BURST;

    /** The name the API uses: lower case with underscores, e.g. "vertical_scan". */
    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind as people read it, e.g. "Vertical scan": what a summary in sentences calls it. */
    public String label() {
        return switch (this) {
            case BEACONING -> "Beaconing";
            case VERTICAL_SCAN -> "Vertical scan";
            case HORIZONTAL_SCAN -> "Horizontal scan";
            case LONG_CONNECTION -> "Long connection";
            case EXFILTRATION -> "Exfiltration";
            case TLS_EXPIRED_CERTIFICATE -> "Expired TLS certificate";
            case TLS_SELF_SIGNED -> "Self-signed TLS certificate";
            case TLS_NO_SNI -> "TLS without a server name";
            case TLS_NOT_YET_VALID -> "TLS certificate not valid yet";
            case TLS_NAME_MISMATCH -> "TLS name mismatch";
            case TLS_OLD_VERSION -> "TLS older than 1.2";
            case TLS_RARE_FINGERPRINT -> "Rare TLS client fingerprint";
            case PROTOCOL_MISMATCH -> "Protocol mismatch";
            case IDS_ALERT -> "IDS alert";
            case CUSTOM_RULE -> "Custom rule";
            case DNS_TUNNEL -> "DNS tunnel";
            case DNS_NONSTANDARD_PORT -> "DNS on a nonstandard port";
            case ICMP_TUNNEL -> "ICMP tunnel";
            case TOR -> "Tor";
            case CLEARTEXT_CREDENTIALS -> "Cleartext credentials";
            case DNS_NXDOMAIN_BURST -> "NXDOMAIN burst";
        };
    }

    /** The kind a request names, in any letter case. */
    public static Optional<FindingKind> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (FindingKind k : values()) {
            if (k.name().equalsIgnoreCase(name.strip())) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
