package io.pcaplens.domain.dissection;

/**
 * The bytes a packet's fields point into: the frame itself, or data a dissector assembled from several frames
 * (a TCP stream's reassembled message).
 */
public record ByteSource(String name, byte[] bytes) {
}
