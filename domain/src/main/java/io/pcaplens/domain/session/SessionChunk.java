package io.pcaplens.domain.session;

import java.util.List;

/**
 * A run of payload bytes sent in one direction.
 *
 * @param offset position of the first byte among all bytes sent in this direction
 * @param frames the frames the bytes came from, in the order sent (numbered as in the capture)
 */
public record SessionChunk(Direction direction, long offset, byte[] data, List<Long> frames) {

    public SessionChunk {
        frames = List.copyOf(frames);
    }
}
