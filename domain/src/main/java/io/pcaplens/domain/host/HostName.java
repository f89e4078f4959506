package io.pcaplens.domain.host;

import io.pcaplens.domain.packet.SeenName;

/**
 * A name the capture gave a host, with where it was read and when: the HTTP Host, TLS server name and certificate
 * names of the conversations in which the host was the server.
 *
 * @param conversations the conversation rows that carried the name for this host
 */
public record HostName(String name, SeenName.Source source, long firstNanos, long lastNanos, int conversations) {
}
