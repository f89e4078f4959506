package io.pcaplens.domain.host.log;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a DNS server answered over its whole log: transactions, those never answered, the response codes, and
 * whether "no such name" answers are so many that the names asked look made up (a DGA, a tunnel, a scan): a large
 * share of all answers, or many to one client however busy the server is otherwise.
 *
 * @param suspicion why the ratio is suspicious, null when it is not
 */
public record DnsServerTally(long transactions, long unanswered, Map<String, Long> rcodes, String suspicion) {

    /** Fewer answers than this say nothing about a ratio. */
    public static final int MIN_ANSWERS = 20;
    /** Share of NXDOMAIN answers past which a server's log is flagged. */
    public static final double NXDOMAIN_SHARE = 0.25;
    /** NXDOMAIN answers to one client past which a server's log is flagged (the findings' burst threshold). */
    public static final int CLIENT_NXDOMAIN = 20;

    public DnsServerTally {
        rcodes = java.util.Collections.unmodifiableMap(new TreeMap<>(rcodes));
    }

    /** Counts as the log streams by. */
    public static final class Counter implements LogReading.Tallying<DnsTransaction, DnsServerTally> {
        private long transactions;
        private long unanswered;
        private final TreeMap<String, Long> rcodes = new TreeMap<>();
        private final Map<String, Long> noSuchNameByClient = new java.util.HashMap<>();

        @Override
        public void add(DnsTransaction t) {
            transactions++;
            if (t.rcode() == null) {
                unanswered++;
            } else {
                rcodes.merge(t.rcode(), 1L, Long::sum);
                if (t.noSuchName()) {
                    noSuchNameByClient.merge(t.client(), 1L, Long::sum);
                }
            }
        }

        @Override
        public DnsServerTally tally() {
            long answered = transactions - unanswered;
            long nx = rcodes.getOrDefault(DnsTransaction.NXDOMAIN, 0L);
            String why = answered >= MIN_ANSWERS && nx >= NXDOMAIN_SHARE * answered
                    ? String.format(java.util.Locale.ROOT, "%d of %d answers (%.0f %%) were NXDOMAIN: names that do"
                    + " not exist are being asked", nx, answered, 100.0 * nx / answered)
                    : ClientCounts.busiest(noSuchNameByClient, CLIENT_NXDOMAIN)
                    .map(c -> c.getKey() + " was answered NXDOMAIN " + c.getValue() + " times: it asks for names that"
                            + " do not exist").orElse(null);
            return new DnsServerTally(transactions, unanswered, rcodes, why);
        }
    }
}
