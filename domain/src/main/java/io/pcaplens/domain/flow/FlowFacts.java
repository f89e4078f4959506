package io.pcaplens.domain.flow;

/**
 * What is known of one flow beyond its packets (spec 2.2, 2.4): DPI's classification and the TLS handshake,
 * each a part of its own so that a fact is added where it belongs. Neither part is null: an unknown part is its
 * {@code NONE}.
 *
 * @param key the flow, null when the facts were read off a conversation row rather than DPI's flow listing
 */
public record FlowFacts(FlowKey key, DpiFacts dpi, TlsFacts tls) {

    /** Nothing known beyond the packets: what a row without facts shows. */
    public static final FlowFacts NONE = new FlowFacts(null, DpiFacts.NONE, TlsFacts.NONE);

    public FlowFacts {
        dpi = dpi == null ? DpiFacts.NONE : dpi;
        tls = tls == null ? TlsFacts.NONE : tls;
    }

    /** The TLS hellos of a conversation, without a DPI classification. */
    public static FlowFacts ofHandshake(TlsFacts tls) {
        return new FlowFacts(null, DpiFacts.NONE, tls);
    }
}
