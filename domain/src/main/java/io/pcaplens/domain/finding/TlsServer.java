package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;

/**
 * Which end of a TLS row is the server. A row's source is whoever sent its first packet, and the rows of one
 * connection are split by their Protocol label, so a row often begins with the server's hello; the server is the
 * end on the lower port (a client's port is ephemeral), the destination when the ports are equal or unknown.
 *
 * @param port null when the row has no ports
 */
record TlsServer(String address, Integer port, String client) {

    static TlsServer of(ConversationRow row) {
        Integer sport = row.identity().srcPort();
        Integer dport = row.identity().dstPort();
        if (sport != null && dport != null && sport < dport) {
            return new TlsServer(row.identity().srcIp(), sport, row.identity().dstIp());
        }
        return new TlsServer(row.identity().dstIp(), dport, row.identity().srcIp());
    }

    /** Address and port, as findings name a server: {@code 10.0.0.1:443}. */
    String text() {
        return address + (port == null ? "" : ":" + port);
    }
}
