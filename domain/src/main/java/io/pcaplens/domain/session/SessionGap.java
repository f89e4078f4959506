package io.pcaplens.domain.session;

/**
 * Bytes sent that the capture does not hold (segments lost before the capture point).
 *
 * @param offset position among the bytes sent in this direction that the session holds, where they are missing
 */
public record SessionGap(Direction direction, long offset, long length) {
}
