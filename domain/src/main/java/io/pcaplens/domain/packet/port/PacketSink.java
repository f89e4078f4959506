package io.pcaplens.domain.packet.port;

import io.pcaplens.domain.packet.PacketRecord;

import java.io.IOException;

/** Receives packets one by one, in capture order, as the dissector produces them. */
@FunctionalInterface
public interface PacketSink {
    /** @throws IOException the packet could not be kept */
    void accept(PacketRecord packet) throws IOException;
}
