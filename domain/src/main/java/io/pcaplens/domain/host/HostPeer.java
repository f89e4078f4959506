package io.pcaplens.domain.host;

/** Another endpoint a host talked to, with their conversations' traffic both ways. */
public record HostPeer(String address, long packets, long bytes, int conversations) {
}
