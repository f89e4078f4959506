package io.pcaplens.domain.capture;

/** A stored packet with the conversation row it belongs to, for reading several rows' packets together. */
public record RowPacket(long conversationId, PacketRow packet) {
}
