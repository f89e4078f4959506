package io.pcaplens.domain.capture;

/**
 * Where a stored packet's frame is: its conversation row, its number and where its record starts in the
 * capture file (-1 where unknown).
 */
public record StoredFrame(long conversationId, long frameNumber, long fileOffset) {
}
