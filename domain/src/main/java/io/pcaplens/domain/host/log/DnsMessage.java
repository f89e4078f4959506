package io.pcaplens.domain.host.log;

import java.time.Instant;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * One DNS message a server received or sent, as the dissector read it.
 *
 * @param client     the other end: the sender of a query, the receiver of a response
 * @param type       the question's record type by name (A, AAAA, TYPE65534), null without a question
 * @param rcode      the response code by name (NoError, NXDomain), null for a query
 * @param answers    the answer records' values (addresses, names, texts), in the order sent
 * @param queryFrame for a response: the frame of the query it answers, null when the dissector saw none
 */
public record DnsMessage(long frame, Instant time, String client, boolean response, String name, String type,
                         String rcode, List<String> answers, Long queryFrame) {

    public DnsMessage {
        answers = answers == null ? List.of() : List.copyOf(answers);
    }

    /** The same message with its frames numbered as in another capture: a copy's frames as in the original. */
    public DnsMessage renumbered(LongUnaryOperator original) {
        return new DnsMessage(original.applyAsLong(frame), time, client, response, name, type, rcode, answers,
                queryFrame == null ? null : original.applyAsLong(queryFrame));
    }
}
