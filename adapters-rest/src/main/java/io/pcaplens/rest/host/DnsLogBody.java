package io.pcaplens.rest.host;

import io.pcaplens.domain.host.log.DnsServerTally;
import io.pcaplens.domain.host.log.DnsTransaction;
import io.pcaplens.domain.host.log.ServerLog;
import io.pcaplens.rest.Timestamps;

import java.util.List;
import java.util.Map;

/**
 * A page of a DNS server's log with the tally of the whole log.
 *
 * @param total      lines the filter kept
 * @param framesRead frames of the server's connections the log was read from
 * @param truncated  the connections held more frames than one log reads; the log covers the first of them
 */
public record DnsLogBody(String server, List<DnsLineBody> items, int page, int size, long total, long totalPages,
                         DnsTallyBody tally, long framesRead, boolean truncated) {

    /**
     * @param frame     the query's frame (the response's when the capture holds no query)
     * @param rcode     NoError, NXDomain, ServFail…; absent for a query never answered
     * @param latencyMs from query to response, absent unless both were seen
     */
    public record DnsLineBody(long frame, String time, String client, String name, String type, String rcode,
                           List<String> answers, boolean answered, Double latencyMs) {

        static DnsLineBody from(DnsTransaction t) {
            return new DnsLineBody(t.frame(), Timestamps.of(t.time()), t.client(), t.name(), t.type(), t.rcode(),
                    t.answers(), t.answered(), LogTimes.millis(t.latency()));
        }
    }

    /** @param suspicion why the share of NXDOMAIN answers is suspicious; absent when it is not */
    public record DnsTallyBody(long transactions, long unanswered, Map<String, Long> rcodes, String suspicion) {

        static DnsTallyBody from(DnsServerTally t) {
            return new DnsTallyBody(t.transactions(), t.unanswered(), t.rcodes(), t.suspicion());
        }
    }

    static DnsLogBody from(String server, ServerLog<DnsTransaction, DnsServerTally> log) {
        return new DnsLogBody(server, log.items().stream().map(DnsLineBody::from).toList(), log.page(), log.size(),
                log.total(), log.totalPages(), DnsTallyBody.from(log.tally()), log.framesRead(),
                log.truncated());
    }
}
