package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.FlowTuple;
import io.pcaplens.domain.packet.IpLiteral;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * The Community ID (version 1, seed 0) of a transport flow: the flow key Zeek, Suricata, Arkime and Security
 * Onion share, so a row can be found again in their logs. SHA-1 over the seed (2 bytes), both addresses, the
 * IP protocol, a zero byte and both ports, in network byte order with the smaller address:port first,
 * base64-encoded after "1:". ICMP and ICMPv6 stand in a type and its counterpart (echo and echo reply …) for
 * the ports, so request and reply share the id; a type without counterpart gives type and code, in the
 * packet's own direction. Other IP protocols hash without ports.
 */
public record CommunityId(String value) {

    private static final int SEED = 0;

    private static final Map<Integer, Integer> ICMP_COUNTERPART = Map.of(
            8, 0, 0, 8, 13, 14, 14, 13, 15, 16, 16, 15, 10, 9, 9, 10, 17, 18, 18, 17);

    private static final Map<Integer, Integer> ICMPV6_COUNTERPART = Map.ofEntries(
            Map.entry(128, 129), Map.entry(129, 128), Map.entry(130, 131), Map.entry(131, 130),
            Map.entry(133, 134), Map.entry(134, 133), Map.entry(135, 136), Map.entry(136, 135),
            Map.entry(139, 140), Map.entry(140, 139), Map.entry(144, 145), Map.entry(145, 144));

    /** The id of the flow a packet with this tuple belongs to; empty when the addresses are not IP literals. */
    public static Optional<CommunityId> of(FlowTuple t) {
        byte[] a = IpLiteral.parse(t.srcIp());
        byte[] b = IpLiteral.parse(t.dstIp());
        if (a == null || b == null || a.length != b.length) {
            return Optional.empty();
        }
        boolean ported = t.srcPort() != null && t.dstPort() != null;
        int sp = ported ? t.srcPort() : 0;
        int dp = ported ? t.dstPort() : 0;
        boolean oneWay = false;
        if (t.protocol() == FlowTuple.ICMP || t.protocol() == FlowTuple.ICMPV6) {
            if (!ported) {
                return Optional.empty();
            }
            Integer counterpart = (t.protocol() == FlowTuple.ICMP ? ICMP_COUNTERPART : ICMPV6_COUNTERPART).get(sp);
            if (counterpart != null) {
                dp = counterpart;
            } else {
                oneWay = true;
            }
        }
        int order = Arrays.compareUnsigned(a, b);
        boolean keep = oneWay || order < 0 || (order == 0 && sp < dp);
        ByteBuffer input = ByteBuffer.allocate(2 + 2 * a.length + 2 + (ported ? 4 : 0));
        input.putShort((short) SEED).put(keep ? a : b).put(keep ? b : a).put((byte) t.protocol()).put((byte) 0);
        if (ported) {
            input.putShort((short) (keep ? sp : dp)).putShort((short) (keep ? dp : sp));
        }
        return Optional.of(new CommunityId("1:" + Base64.getEncoder().encodeToString(sha1(input.array()))));
    }

    private static byte[] sha1(byte[] input) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(input);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }

    @Override
    public String toString() {
        return value;
    }
}
