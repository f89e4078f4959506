package io.pcaplens.domain.session;

/**
 * A run of payload bytes sent in one direction.
 *
 * @param offset position of the first byte among all bytes sent in this direction
 */
public record SessionChunk(Direction direction, long offset, byte[] data) {
}
