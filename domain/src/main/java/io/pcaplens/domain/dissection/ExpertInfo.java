package io.pcaplens.domain.dissection;

/**
 * One Expert Info entry of a packet (a retransmission, a zero window, a malformed packet …).
 *
 * @param field    the filter name of the entry's own field ({@code tcp.analysis.retransmission}); empty when
 *                 tshark did not name one
 * @param group    Wireshark's group name (Sequence, Malformed, Protocol …)
 * @param message  the message as Wireshark shows it
 */
public record ExpertInfo(ExpertSeverity severity, String group, String message, String field) {

    /** Wireshark's group names, by the number of {@code _ws.expert.group} (its PI_* group constants). */
    private static final String[] GROUPS = {"", "Checksum", "Sequence", "Response code", "Request code",
            "Undecoded", "Reassemble", "Malformed", "Debug", "Protocol", "Security", "Comment", "Decryption",
            "Assumption", "Deprecated", "Receive", "Interface"};

    public static String groupOfCode(long code) {
        int index = (int) (code >> 24);
        return index > 0 && index < GROUPS.length ? GROUPS[index] : "Group " + Long.toHexString(code);
    }
}
