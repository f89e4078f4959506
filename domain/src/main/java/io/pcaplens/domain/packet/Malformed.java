package io.pcaplens.domain.packet;

import java.util.List;

/**
 * Whether tshark gave up on a frame: an exception in a dissector (a malformed packet, a reassembly error, a
 * dissector bug) adds Wireshark's {@code _ws.malformed} item to the frame and says so at the end of its Info
 * column, while {@code frame.protocols} lists only the dissectors that were called. The frame's layer path
 * gains {@code _ws.malformed} as its last layer, where Wireshark's Protocol Hierarchy Statistics count it.
 */
public final class Malformed {

    /** Wireshark's name for the layer. */
    public static final String LAYER = "_ws.malformed";

    /** What the exception handlers of Wireshark's dissection engine append to the Info column. */
    private static final List<String> NOTES = List.of("[Malformed Packet", "[Reassembly error, protocol ",
            "[Dissector bug, protocol ");

    private Malformed() {
    }

    /** The frame's layer path, with {@link #LAYER} added when its Info column says a dissector gave up. */
    public static String layers(String frameProtocols, String info) {
        String layers = frameProtocols == null ? "" : frameProtocols;
        if (layers.isEmpty() || info == null || NOTES.stream().noneMatch(info::contains)) {
            return layers;
        }
        return layers + ":" + LAYER;
    }
}
