package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.DnsSign;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a conversation's DNS headers said beyond names: how many answers were "no such name" (NXDOMAIN) and for
 * which names, and how many questions asked for each record type.
 *
 * @param noSuchName  the responses with reply code 3
 * @param failedNames the distinct names those answers were for, sorted, at most {@link #MAX_FAILED_NAMES}
 * @param queryTypes  the questions of the queries by record type ({@link #typeName}), sorted by type
 */
public record DnsAnswers(int noSuchName, List<String> failedNames, Map<String, Integer> queryTypes)
        implements Serializable {

    public static final DnsAnswers NONE = new DnsAnswers(0, List.of(), Map.of());

    /** Enough names for any threshold of distinct failed names a detector asks for, few enough to store. */
    public static final int MAX_FAILED_NAMES = 64;

    /** The record types known by name; another is written TYPE and its number (RFC 3597). */
    private static final Map<Integer, String> TYPES = Map.ofEntries(Map.entry(1, "A"), Map.entry(2, "NS"),
            Map.entry(5, "CNAME"), Map.entry(6, "SOA"), Map.entry(10, "NULL"), Map.entry(12, "PTR"),
            Map.entry(13, "HINFO"), Map.entry(15, "MX"), Map.entry(16, "TXT"), Map.entry(28, "AAAA"),
            Map.entry(33, "SRV"), Map.entry(35, "NAPTR"), Map.entry(43, "DS"), Map.entry(48, "DNSKEY"),
            Map.entry(64, "SVCB"), Map.entry(65, "HTTPS"), Map.entry(99, "SPF"), Map.entry(252, "AXFR"),
            Map.entry(255, "ANY"), Map.entry(257, "CAA"));

    public DnsAnswers {
        if (noSuchName < 0) {
            throw new IllegalArgumentException("negative count");
        }
        failedNames = List.copyOf(new TreeSet<>(failedNames)).subList(0,
                Math.min(MAX_FAILED_NAMES, new TreeSet<>(failedNames).size()));
        queryTypes = java.util.Collections.unmodifiableMap(new TreeMap<>(Objects.requireNonNull(queryTypes)));
    }

    public boolean isEmpty() {
        return noSuchName == 0 && queryTypes.isEmpty();
    }

    /** The questions that asked for this type, by name ({@code TXT}). */
    public int questions(String type) {
        return queryTypes.getOrDefault(type, 0);
    }

    /** A record type's mnemonic. */
    public static String typeName(int type) {
        String name = TYPES.get(type);
        return name == null ? "TYPE" + type : name;
    }

    /** The tally of one conversation as its packets arrive. */
    static final class Tally implements Serializable {
        private int noSuchName;
        private final TreeSet<String> failedNames = new TreeSet<>();
        private final TreeMap<String, Integer> queryTypes = new TreeMap<>();

        void add(DnsSign sign) {
            if (sign.noSuchName()) {
                noSuchName++;
                sign.failedNames().forEach(this::fail);
            }
            sign.questionTypes().forEach(t -> queryTypes.merge(typeName(t), 1, Integer::sum));
        }

        private void fail(String name) {
            if (failedNames.size() < MAX_FAILED_NAMES) {
                failedNames.add(name);
            }
        }

        void absorb(Tally other) {
            noSuchName += other.noSuchName;
            other.failedNames.forEach(this::fail);
            other.queryTypes.forEach((t, n) -> queryTypes.merge(t, n, Integer::sum));
        }

        DnsAnswers answers() {
            return new DnsAnswers(noSuchName, List.copyOf(failedNames), queryTypes);
        }
    }
}
