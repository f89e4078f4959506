package io.pcaplens.domain.host.log;

import java.time.Instant;
import java.util.function.LongUnaryOperator;

/**
 * One HTTP message a server received or sent, as the dissector read it: a request's method, Host, path and User
 * Agent, or a response's status and Content-Type.
 *
 * @param client       the other end: the sender of a request, the receiver of a response
 * @param requestFrame for a response: the frame of the request it answers, null when the dissector saw none
 */
public record HttpMessage(long frame, Instant time, String client, boolean response, String method, String host,
                          String path, String userAgent, Integer status, String contentType, Long requestFrame) {

    /** The same message with its frames numbered as in another capture: a copy's frames as in the original. */
    public HttpMessage renumbered(LongUnaryOperator original) {
        return new HttpMessage(original.applyAsLong(frame), time, client, response, method, host, path, userAgent,
                status, contentType, requestFrame == null ? null : original.applyAsLong(requestFrame));
    }
}
