package io.pcaplens.domain.port;

import io.pcaplens.domain.packet.PacketRecord;

/** Receives packets one by one, in capture order, as the dissector produces them. */
@FunctionalInterface
public interface PacketSink {
    void accept(PacketRecord packet) throws Exception;
}
