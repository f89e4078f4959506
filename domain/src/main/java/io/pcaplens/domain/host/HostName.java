package io.pcaplens.domain.host;

/**
 * A name the capture gave a host, with where it was read and when: the HTTP Host, TLS server name and certificate
 * names of the conversations in which the host was the server ({@link io.pcaplens.domain.packet.SeenName.Source}),
 * and the names packets stated for its address ({@link io.pcaplens.domain.packet.NameClaim.Source}).
 *
 * @param source        the source's name, as either enum writes it
 * @param conversations the conversation rows that carried the name for this host
 */
public record HostName(String name, String source, long firstNanos, long lastNanos, int conversations) {
}
