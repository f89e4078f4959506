package io.pcaplens.domain.monitor;

import java.util.Locale;

/**
 * Which layer-2 addresses name one network card: six colon-separated octets, not broadcast or multicast
 * (the group bit of the first octet) and not the all-zero address that loopback and cooked captures carry.
 * They are written in lower case so that one card is one string whichever tool printed it.
 */
public final class MacAddress {

    private static final String NO_CARD = "00:00:00:00:00:00";

    private MacAddress() {
    }

    /** The address in lower case, or null when it does not name one card. */
    public static String ofCard(String raw) {
        if (raw == null) {
            return null;
        }
        String mac = raw.strip().toLowerCase(Locale.ROOT);
        if (mac.length() != 17 || mac.equals(NO_CARD)) {
            return null;
        }
        for (int i = 0; i < 17; i++) {
            char c = mac.charAt(i);
            boolean separator = i % 3 == 2;
            if (separator ? c != ':' : Character.digit(c, 16) < 0) {
                return null;
            }
        }
        boolean group = (Character.digit(mac.charAt(1), 16) & 0x1) != 0;
        return group ? null : mac;
    }
}
