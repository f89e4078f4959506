package io.pcaplens.domain.hunt;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.NetworkId;

import java.util.Optional;

/**
 * Which conversations a saved query runs over: those of every completed capture, of one capture, or of the
 * captures that are snapshots of one monitored network. Written as one text, {@code all}, {@code file:<fileId>}
 * or {@code network:<networkId>}, in the API and in the store alike.
 */
public interface QueryScope {

    String ALL = "all";
    String FILE = "file:";
    String NETWORK = "network:";

    /** The scope as the API and the store write it. */
    String text();

    /** The scope a text writes; empty when it writes none (a malformed id included). */
    static Optional<QueryScope> parse(String text) {
        if (text == null || text.equals(ALL)) {
            return Optional.of(Everywhere.INSTANCE);
        }
        if (text.startsWith(FILE)) {
            return CaptureId.parse(text.substring(FILE.length())).map(InCapture::new);
        }
        if (text.startsWith(NETWORK)) {
            return NetworkId.parse(text.substring(NETWORK.length())).map(InNetwork::new);
        }
        return Optional.empty();
    }

    /** Every completed capture. */
    enum Everywhere implements QueryScope {
        INSTANCE;

        @Override
        public String text() {
            return ALL;
        }
    }

    /** One capture; a query scoped so may also search payload bytes, which only one capture's search can. */
    record InCapture(CaptureId capture) implements QueryScope {
        @Override
        public String text() {
            return FILE + capture;
        }
    }

    /** The captures that are snapshots of one monitored network, as a {@code network == id} clause selects them. */
    record InNetwork(NetworkId network) implements QueryScope {
        @Override
        public String text() {
            return NETWORK + network;
        }
    }
}
