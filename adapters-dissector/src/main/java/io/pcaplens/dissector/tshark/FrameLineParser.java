package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.packet.PacketFields;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Turns one line of tshark's output, one frame, into {@link PacketFields}. */
interface FrameLineParser {

    /**
     * Parses the line in {@code buf[from, to)}, without its line end.
     *
     * @return the packet, or empty for a record that carries none (a pcapng custom block)
     */
    Optional<PacketFields> parse(byte[] buf, int from, int to);

    default Optional<PacketFields> parse(String line) {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        return parse(bytes, 0, bytes.length);
    }
}
