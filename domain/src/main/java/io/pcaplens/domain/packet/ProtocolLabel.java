package io.pcaplens.domain.packet;

import java.util.Locale;

/** Spec 2.1 rule 6: the protocol display column, uppercased and cut to {@value #MAX_LENGTH} characters. */
public final class ProtocolLabel {

    /** Spec section 8, "Protocol label length". */
    public static final int MAX_LENGTH = 20;

    private ProtocolLabel() {
    }

    public static String of(String protocolColumn) {
        String upper = PacketFields.first(protocolColumn).toUpperCase(Locale.ROOT);
        return upper.length() <= MAX_LENGTH ? upper : upper.substring(0, MAX_LENGTH);
    }
}
