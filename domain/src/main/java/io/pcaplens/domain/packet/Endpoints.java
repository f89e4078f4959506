package io.pcaplens.domain.packet;

/** The two node identifiers and the ports of one packet, as the packet carries them (source first). */
public record Endpoints(String srcNode, Integer srcPort, String dstNode, Integer dstPort) {

    /** The port as the grouping key writes it: 0 where the packet has no TCP or UDP port. */
    public static int keyPort(Integer port) {
        return port == null ? 0 : port;
    }
}
