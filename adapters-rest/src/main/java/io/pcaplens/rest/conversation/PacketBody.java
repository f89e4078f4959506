package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.Identity;

import java.util.HexFormat;
import java.util.Objects;

/** A packet row of the detail panel (spec 2.6). */
public record PacketBody(
        long index,
        long frameNumber,
        String direction,
        String timestamp,
        String srcIp,
        Integer srcPort,
        String dstIp,
        Integer dstPort,
        String protocol,
        int frameLength,
        String info,
        String payloadHex,
        String fileType,
        boolean ascii) {

    /**
     * Direction is relative to the conversation's stored srcIp (spec 2.6); for same-host traffic, where
     * both sides share the address, the source port decides.
     */
    public static PacketBody from(PacketRow p, long index, Identity c) {
        boolean fromSource = p.srcIp().equals(c.srcIp())
                && (!c.srcIp().equals(c.dstIp()) || Objects.equals(p.srcPort(), c.srcPort()));
        return new PacketBody(index, p.frameNumber(), fromSource ? "CLIENT_TO_SERVER" : "SERVER_TO_CLIENT",
                Timestamps.ofNanos(p.timeNanos()), p.srcIp(), p.srcPort(), p.dstIp(), p.dstPort(), p.protocol(),
                p.frameLength(), p.info(), p.payload() == null ? null : HexFormat.of().formatHex(p.payload()),
                p.fileType(), p.ascii());
    }
}
