package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When a client fingerprint is rare enough to look at: {@code pcaplens.findings.tls.*}.
 *
 * @param minDestinationConversations how many TLS connections another fingerprint must have made to a destination
 *                                    for a fingerprint seen once in the capture, there, to stand out (10: the
 *                                    destination's usual client is known)
 */
public record TlsThresholds(int minDestinationConversations) {

    public static final TlsThresholds DEFAULT = new TlsThresholds(10);

    Map<String, String> parameters() {
        return Map.of("min-destination-conversations", Integer.toString(minDestinationConversations));
    }
}
