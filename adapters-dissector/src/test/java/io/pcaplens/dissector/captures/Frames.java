package io.pcaplens.dissector.captures;

import java.nio.ByteBuffer;
import java.util.HexFormat;

/** Raw Ethernet II frames carrying IPv4 with TCP or UDP, with the lengths and checksums a real stack writes. */
public final class Frames {

    public static final int FIN = 0x01;
    public static final int SYN = 0x02;
    public static final int PSH = 0x08;
    public static final int ACK = 0x10;

    private static final int TCP = 6;
    private static final int UDP = 17;

    private Frames() {
    }

    public static byte[] tcp(Endpoint src, Endpoint dst, long seq, long ack, int flags, byte[] payload) {
        ByteBuffer segment = ByteBuffer.allocate(20 + payload.length);
        segment.putShort((short) src.port()).putShort((short) dst.port()).putInt((int) seq).putInt((int) ack)
                .put((byte) 0x50).put((byte) flags).putShort((short) 65535).putShort((short) 0).putShort((short) 0)
                .put(payload);
        return ethernet(src, dst, ipv4(src, dst, TCP, withChecksum(src, dst, TCP, segment.array(), 16)));
    }

    public static byte[] udp(Endpoint src, Endpoint dst, byte[] payload) {
        ByteBuffer datagram = ByteBuffer.allocate(8 + payload.length);
        datagram.putShort((short) src.port()).putShort((short) dst.port()).putShort((short) (8 + payload.length))
                .putShort((short) 0).put(payload);
        return ethernet(src, dst, ipv4(src, dst, UDP, withChecksum(src, dst, UDP, datagram.array(), 6)));
    }

    private static byte[] ipv4(Endpoint src, Endpoint dst, int protocol, byte[] body) {
        ByteBuffer ip = ByteBuffer.allocate(20 + body.length);
        ip.put((byte) 0x45).put((byte) 0).putShort((short) (20 + body.length)).putShort((short) 1)
                .putShort((short) 0x4000).put((byte) 64).put((byte) protocol).putShort((short) 0)
                .put(address(src.ip())).put(address(dst.ip())).put(body);
        byte[] packet = ip.array();
        ByteBuffer.wrap(packet).putShort(10, (short) checksum(packet, 0, 20, 0));
        return packet;
    }

    private static byte[] ethernet(Endpoint src, Endpoint dst, byte[] ip) {
        return ByteBuffer.allocate(14 + ip.length).put(mac(dst.mac())).put(mac(src.mac())).putShort((short) 0x0800)
                .put(ip).array();
    }

    /** The TCP or UDP checksum over the IPv4 pseudo header and the segment, written at {@code at}. */
    private static byte[] withChecksum(Endpoint src, Endpoint dst, int protocol, byte[] segment, int at) {
        ByteBuffer pseudo = ByteBuffer.allocate(12).put(address(src.ip())).put(address(dst.ip())).put((byte) 0)
                .put((byte) protocol).putShort((short) segment.length);
        int sum = checksum(segment, 0, segment.length, sumOf(pseudo.array(), 0, 12));
        ByteBuffer.wrap(segment).putShort(at, (short) (sum == 0 ? 0xffff : sum));
        return segment;
    }

    private static int checksum(byte[] b, int from, int length, int initial) {
        int sum = initial + sumOf(b, from, length);
        while (sum >> 16 != 0) {
            sum = (sum & 0xffff) + (sum >> 16);
        }
        return ~sum & 0xffff;
    }

    private static int sumOf(byte[] b, int from, int length) {
        int sum = 0;
        for (int i = 0; i < length; i += 2) {
            int hi = b[from + i] & 0xff;
            int lo = i + 1 < length ? b[from + i + 1] & 0xff : 0;
            sum += hi << 8 | lo;
        }
        return sum;
    }

    private static byte[] address(String ip) {
        String[] parts = ip.split("\\.");
        byte[] b = new byte[4];
        for (int i = 0; i < 4; i++) {
            b[i] = (byte) Integer.parseInt(parts[i]);
        }
        return b;
    }

    private static byte[] mac(String mac) {
        return HexFormat.ofDelimiter(":").parseHex(mac);
    }
}
