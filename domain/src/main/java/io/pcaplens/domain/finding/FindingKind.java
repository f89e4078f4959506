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
