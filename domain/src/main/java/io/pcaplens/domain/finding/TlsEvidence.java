package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The rows of one TLS finding and its hosts: the clients in the order they came, then the server. */
final class TlsEvidence {

    private final Evidence rows = new Evidence();
    private final Set<String> clients = new LinkedHashSet<>();
    private String server;

    void add(ConversationRow row, TlsServer side) {
        rows.add(row);
        clients.add(side.client());
        server = side.address();
    }

    List<String> hosts() {
        Set<String> hosts = new LinkedHashSet<>(clients);
        hosts.add(server);
        return new ArrayList<>(hosts);
    }

    Evidence rows() {
        return rows;
    }
}
