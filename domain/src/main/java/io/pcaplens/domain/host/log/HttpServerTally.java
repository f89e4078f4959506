package io.pcaplens.domain.host.log;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a web server answered over its whole log: transactions, those never answered, the status classes (2xx,
 * 3xx, 4xx, 5xx), and whether client errors are so many that someone is probing for paths: a large share of all
 * responses, or many to one client however busy the server is otherwise.
 *
 * @param suspicion why the ratio is suspicious, null when it is not
 */
public record HttpServerTally(long transactions, long unanswered, Map<String, Long> statusClasses,
                              String suspicion) {

    /** Fewer responses than this say nothing about a ratio. */
    public static final int MIN_RESPONSES = 20;
    /** Share of 4xx responses past which a server's log is flagged. */
    public static final double CLIENT_ERROR_SHARE = 0.25;
    /** 4xx responses to one client past which a server's log is flagged. */
    public static final int CLIENT_ERRORS = 20;

    public HttpServerTally {
        statusClasses = java.util.Collections.unmodifiableMap(new TreeMap<>(statusClasses));
    }

    /** Counts as the log streams by. */
    public static final class Counter implements LogReading.Tallying<HttpTransaction, HttpServerTally> {
        private long transactions;
        private long unanswered;
        private final TreeMap<String, Long> classes = new TreeMap<>();
        private final Map<String, Long> refusedByClient = new java.util.HashMap<>();

        @Override
        public void add(HttpTransaction t) {
            transactions++;
            if (t.status() == null) {
                unanswered++;
            } else {
                classes.merge((t.status() / 100) + "xx", 1L, Long::sum);
                if (t.clientError()) {
                    refusedByClient.merge(t.client(), 1L, Long::sum);
                }
            }
        }

        @Override
        public HttpServerTally tally() {
            long answered = transactions - unanswered;
            long refused = classes.getOrDefault("4xx", 0L);
            String why = answered >= MIN_RESPONSES && refused >= CLIENT_ERROR_SHARE * answered
                    ? String.format(java.util.Locale.ROOT, "%d of %d responses (%.0f %%) were client errors (4xx):"
                    + " paths that do not exist are being asked", refused, answered, 100.0 * refused / answered)
                    : ClientCounts.busiest(refusedByClient, CLIENT_ERRORS)
                    .map(c -> c.getKey() + " was answered with a client error (4xx) " + c.getValue() + " times: it"
                            + " asks for paths that do not exist").orElse(null);
            return new HttpServerTally(transactions, unanswered, classes, why);
        }
    }
}
