package io.pcaplens.domain.host.log;

import java.util.List;

/** DNS response codes by their names in RFC 6895's registry; another code is written RCODE and its number. */
public final class DnsRcode {

    private static final List<String> NAMES = List.of("NoError", "FormErr", "ServFail", "NXDomain", "NotImp",
            "Refused", "YXDomain", "YXRRSet", "NXRRSet", "NotAuth", "NotZone", "DSOTYPENI");

    private DnsRcode() {
    }

    public static String name(int code) {
        return code >= 0 && code < NAMES.size() ? NAMES.get(code) : "RCODE" + code;
    }
}
