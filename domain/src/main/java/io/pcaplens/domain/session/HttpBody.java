package io.pcaplens.domain.session;

import java.util.List;

/**
 * A message body as sent and as decoded.
 *
 * @param length       bytes on the wire (chunk framing included)
 * @param encodings    transfer codings, then content codings, in the order they were applied
 * @param decoded      the body after removing those codings that could be removed
 * @param text         true when the decoded body is text
 * @param truncated    true when the body is incomplete (the session was cut, or decoding was limited)
 */
public record HttpBody(long length, List<String> encodings, String contentType, byte[] decoded, boolean text,
                       boolean truncated) {

    public long decodedLength() {
        return decoded.length;
    }
}
