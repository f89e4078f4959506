package io.pcaplens.domain.host;

/**
 * A service a host answered: its port and transport, with the DPI application when one was told, how many distinct
 * clients used it, in how many conversations, and the traffic both ways.
 *
 * @param app the DPI application of the conversations, null for those DPI named none
 */
public record HostRole(String transport, int port, String app, int clients, int conversations, long packets,
                       long bytes) {
}
