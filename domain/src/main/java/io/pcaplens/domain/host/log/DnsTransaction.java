package io.pcaplens.domain.host.log;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * One line of a DNS server's log: a query and its response, a query never answered, or a response whose query
 * the capture does not hold.
 *
 * @param frame    the query's frame, or the response's when the query was not seen
 * @param time     when the query came, or the response went when the query was not seen
 * @param type     the question's record type by name
 * @param rcode    the response code by name, null for a query never answered
 * @param answered whether a response was seen
 * @param latency  from query to response, null unless both were seen
 */
public record DnsTransaction(long frame, Instant time, String client, String name, String type, String rcode,
                             List<String> answers, boolean answered, Duration latency) {

    public static final String NXDOMAIN = "NXDomain";

    public DnsTransaction {
        answers = answers == null ? List.of() : List.copyOf(answers);
    }

    /** A query and what answered it, either of them possibly missing (never both). */
    static DnsTransaction of(DnsMessage query, DnsMessage response) {
        DnsMessage first = query != null ? query : response;
        if (response == null) {
            return new DnsTransaction(first.frame(), first.time(), first.client(), first.name(), first.type(), null,
                    List.of(), false, null);
        }
        Duration latency = query == null ? null : Duration.between(query.time(), response.time());
        return new DnsTransaction(first.frame(), first.time(), first.client(),
                response.name() != null ? response.name() : first.name(),
                response.type() != null ? response.type() : first.type(), response.rcode(), response.answers(), true,
                latency);
    }

    public boolean noSuchName() {
        return NXDOMAIN.equals(rcode);
    }
}
