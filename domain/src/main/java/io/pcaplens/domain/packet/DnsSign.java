package io.pcaplens.domain.packet;

import java.util.List;

/**
 * What a packet's DNS header says beyond its names: whether it answers "no such name" (NXDOMAIN, reply code 3)
 * and the record types its questions ask for. A response repeats its query's questions, so only a query's
 * types are counted: a type is asked once, not twice.
 *
 * @param noSuchName    the packet is a response with reply code 3
 * @param failedNames   the names a "no such name" answer was for (its questions), empty otherwise
 * @param questionTypes the record types (numbers) a query asked for, empty for a response
 */
public record DnsSign(boolean noSuchName, List<String> failedNames, List<Integer> questionTypes) {

    public static final DnsSign NONE = new DnsSign(false, List.of(), List.of());

    /** The reply code of a name that does not exist. */
    static final String NXDOMAIN = "3";

    public DnsSign {
        failedNames = List.copyOf(failedNames);
        questionTypes = List.copyOf(questionTypes);
    }

    public boolean isEmpty() {
        return !noSuchName && questionTypes.isEmpty();
    }

    /** tshark prints a reply code only for a response: a DNS packet without one is a query. */
    static DnsSign of(PacketFields f) {
        String codes = f.dnsReplyCodes() == null ? "" : f.dnsReplyCodes();
        String types = f.dnsQueryTypes() == null ? "" : f.dnsQueryTypes();
        if (codes.isEmpty() && types.isEmpty()) {
            return NONE;
        }
        if (!codes.isEmpty()) {
            boolean failed = PacketFields.first(codes).equals(NXDOMAIN);
            return failed ? new DnsSign(true, PacketFields.all(f.dnsQueryNames()), List.of()) : NONE;
        }
        List<Integer> asked = PacketFields.all(types).stream().filter(DnsSign::number).map(Integer::valueOf)
                .toList();
        return asked.isEmpty() ? NONE : new DnsSign(false, List.of(), asked);
    }

    private static boolean number(String v) {
        return !v.isEmpty() && v.length() <= 5 && v.chars().allMatch(Character::isDigit);
    }
}
