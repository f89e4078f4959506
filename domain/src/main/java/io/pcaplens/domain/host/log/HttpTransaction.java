package io.pcaplens.domain.host.log;

import java.time.Duration;
import java.time.Instant;

/**
 * One line of a web server's log: a request and its response, a request never answered, or a response whose
 * request the capture does not hold (then method, host, path and user agent are null).
 *
 * @param frame   the request's frame, or the response's when the request was not seen
 * @param status  the response's status code, null for a request never answered
 * @param latency from request to response, null unless both were seen
 */
public record HttpTransaction(long frame, Instant time, String client, String method, String host, String path,
                              String userAgent, Integer status, String contentType, Duration latency) {

    static HttpTransaction of(HttpMessage request, HttpMessage response) {
        HttpMessage first = request != null ? request : response;
        Duration latency = request == null || response == null ? null
                : Duration.between(request.time(), response.time());
        return new HttpTransaction(first.frame(), first.time(), first.client(),
                request == null ? null : request.method(), request == null ? null : request.host(),
                request == null ? null : request.path(), request == null ? null : request.userAgent(),
                response == null ? null : response.status(), response == null ? null : response.contentType(),
                latency);
    }

    /** 4xx: the server refused what the client asked. */
    public boolean clientError() {
        return status != null && status >= 400 && status < 500;
    }

    public boolean serverError() {
        return status != null && status >= 500 && status < 600;
    }
}
