package io.pcaplens.domain.capture;

/**
 * A stored packet as the detail panel lists it (spec 2.6). The index and direction are not stored: they
 * follow from the packet's place among its conversation's frames and from the conversation's srcIp.
 */
public record PacketRow(
        long frameNumber,
        long timeNanos,
        String srcIp,
        Integer srcPort,
        String dstIp,
        Integer dstPort,
        String protocol,
        int frameLength,
        String info,
        byte[] payload,
        String fileType,
        boolean ascii) {
}
