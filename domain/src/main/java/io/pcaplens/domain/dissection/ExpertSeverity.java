package io.pcaplens.domain.dissection;

/** Wireshark's Expert Info severities, least severe first. */
public enum ExpertSeverity {
    COMMENT, CHAT, NOTE, WARNING, ERROR;

    /**
     * The severity tshark prints as the number of {@code _ws.expert.severity} (Wireshark's PI_* constants:
     * the severity in the bits above the group's).
     */
    public static ExpertSeverity ofCode(long code) {
        return switch ((int) (code >> 20)) {
            case 1 -> COMMENT;
            case 2 -> CHAT;
            case 4 -> NOTE;
            case 6 -> WARNING;
            case 8 -> ERROR;
            default -> throw new IllegalArgumentException("no Expert Info severity has the code " + code);
        };
    }

    /** What an analyst looks at: a chat (a request, a handshake step) is the traffic itself. */
    public boolean notable() {
        return compareTo(NOTE) >= 0;
    }
}
