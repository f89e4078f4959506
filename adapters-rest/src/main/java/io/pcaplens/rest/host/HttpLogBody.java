package io.pcaplens.rest.host;

import io.pcaplens.domain.host.log.HttpServerTally;
import io.pcaplens.domain.host.log.HttpTransaction;
import io.pcaplens.domain.host.log.ServerLog;
import io.pcaplens.rest.Timestamps;

import java.util.List;
import java.util.Map;

/**
 * A page of a web server's log with the tally of the whole log.
 *
 * @param total      lines the filter kept
 * @param framesRead frames of the server's connections the log was read from
 * @param truncated  the connections held more frames than one log reads; the log covers the first of them
 */
public record HttpLogBody(String server, List<HttpLineBody> items, int page, int size, long total, long totalPages,
                          HttpTallyBody tally, long framesRead, boolean truncated) {

    /**
     * @param frame     the request's frame (the response's when the capture holds no request; then method, host,
     *                  path and userAgent are absent)
     * @param status    the response's status code, absent for a request never answered
     * @param latencyMs from request to response, absent unless both were seen
     */
    public record HttpLineBody(long frame, String time, String client, String method, String host, String path,
                           Integer status, String contentType, String userAgent, Double latencyMs) {

        static HttpLineBody from(HttpTransaction t) {
            return new HttpLineBody(t.frame(), Timestamps.of(t.time()), t.client(), t.method(), t.host(), t.path(),
                    t.status(), t.contentType(), t.userAgent(), LogTimes.millis(t.latency()));
        }
    }

    /**
     * @param statusClasses responses by class: 2xx, 3xx, 4xx, 5xx
     * @param suspicion     why the share of client errors is suspicious; absent when it is not
     */
    public record HttpTallyBody(long transactions, long unanswered, Map<String, Long> statusClasses, String suspicion) {

        static HttpTallyBody from(HttpServerTally t) {
            return new HttpTallyBody(t.transactions(), t.unanswered(), t.statusClasses(), t.suspicion());
        }
    }

    static HttpLogBody from(String server, ServerLog<HttpTransaction, HttpServerTally> log) {
        return new HttpLogBody(server, log.items().stream().map(HttpLineBody::from).toList(), log.page(), log.size(),
                log.total(), log.totalPages(), HttpTallyBody.from(log.tally()), log.framesRead(),
                log.truncated());
    }
}
