package io.pcaplens.dissector.payload;

import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PayloadSample;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Each frame's payload read from the capture file instead of from tshark's hex, as the service keeps it: the
 * outermost TCP payload when it has bytes, else the outermost UDP payload (tshark's first {@code tcp.payload},
 * else its first {@code udp.payload}). tshark's {@code tcp.len} and {@code udp.length} for the frame confirm
 * what the walk ({@link TransportPayload}) found: the same transport, and no more bytes than tshark counts
 * (fewer where the frame was captured short, as tshark's hex then holds only the bytes captured). A frame they
 * do not confirm (a link type or tunnel the walk does not know) is {@link Unconfirmed}: its slice is then read
 * with tshark's hex from that frame on.
 */
public final class FramePayloads implements AutoCloseable {

    /** Lower-case hex digits as bytes: a payload's hex is written as Latin-1 bytes, which a String keeps as they are. */
    private static final byte[] DIGITS = "0123456789abcdef".getBytes(StandardCharsets.ISO_8859_1);
    private static final int TCP = 6;
    private static final int UDP_HEADER = 8;
    private static final String[] NONE = {"", ""};

    /** A frame whose payload tshark's lengths do not confirm. */
    public static final class Unconfirmed extends RuntimeException {
        private final long frame;

        Unconfirmed(long frame, String why) {
            super("frame " + frame + ": " + why, null, false, false);
            this.frame = frame;
        }

        /** The frame, numbered in the slice's own file or range (from 1). */
        public long frame() {
            return frame;
        }
    }

    private final CapturePayloads.TransportReader frames;
    /** Where each frame's record starts (classic pcap), or null to walk the file. */
    private final long[] offsets;
    /** Added to a frame's number in the slice to number it in the file walked. */
    private final long shift;

    private FramePayloads(CapturePayloads.TransportReader frames, long[] offsets, long shift) {
        this.frames = frames;
        this.offsets = offsets;
        this.shift = shift;
    }

    /**
     * @param file    the file tshark reads, or whose range it is fed
     * @param offsets where each of the slice's records starts, or null when the file is walked
     * @param shift   the frames of the file before the slice's, where the slice is a range of a file walked
     */
    public static FramePayloads open(Path file, long[] offsets, long shift) throws IOException {
        return new FramePayloads(CapturePayloads.transports(file), offsets, shift);
    }

    /**
     * The frame's TCP and UDP payload hex as tshark would print their first values, at most {@code maxBytes}
     * bytes; the one the service does not use is empty.
     *
     * @param frame       the frame's number in the slice, from 1
     * @param layers      tshark's {@code frame.protocols}
     * @param tcpLengths  tshark's {@code tcp.len} values for the frame
     * @param udpLengths  tshark's {@code udp.length} values for the frame
     * @param reassembled the datagram tshark reassembled from IP fragments in this frame, or null
     * @throws Unconfirmed tshark's lengths do not confirm the walk
     */
    public String[] of(long frame, String layers, String tcpLengths, String udpLengths, ByteBuffer reassembled,
                int maxBytes) {
        long tcp = firstNumber(tcpLengths);
        long udp = firstNumber(udpLengths) - UDP_HEADER;
        if (tcp < 0 && udp < -UDP_HEADER) {
            return withoutLengths(frame, layers, maxBytes);
        }
        if (tcp <= 0 && udp <= 0) {
            return NONE;
        }
        Payloads found = payloads(frame, reassembled);
        if (tcp > 0 && confirmed(frame, "TCP", found.tcp, tcp) > 0) {
            return new String[]{hex(found.tcp, maxBytes), ""};
        }
        // no TCP payload, or one captured short of any byte (tshark then prints none): the UDP payload is used
        if (udp <= 0) {
            return NONE;
        }
        confirmed(frame, "UDP", found.udp, udp);
        return new String[]{"", hex(found.udp, maxBytes)};
    }

    /**
     * The bytes of a payload the walk found, when tshark's count confirms them.
     *
     * @throws Unconfirmed the walk found no such payload, or more bytes than tshark counts
     */
    private static int confirmed(long frame, String transport, ByteBuffer payload, long counted) {
        int bytes = payload == null ? -1 : payload.remaining();
        if (bytes < 0 || bytes > counted) {
            throw new Unconfirmed(frame, "tshark counts " + counted + " " + transport
                    + " payload bytes, the walk found " + (bytes < 0 ? "no " + transport : bytes));
        }
        return bytes;
    }

    /** The outermost TCP and UDP payloads, null where there is none. */
    private record Payloads(ByteBuffer tcp, ByteBuffer udp) {
    }

    /**
     * The frame's outermost payloads; past a fragment the walk cannot follow, those of the datagram tshark
     * reassembled in this frame, whose transport the fragment's IP header named.
     */
    private Payloads payloads(long frame, ByteBuffer reassembled) {
        TransportPayload.Located walked = located(frame);
        ByteBuffer tcp = walked.tcp();
        ByteBuffer udp = walked.udp();
        if (walked.fragmentOf() >= 0 && reassembled != null && (tcp == null || udp == null)) {
            TransportPayload.Located inner = TransportPayload.segment(reassembled.duplicate(), walked.fragmentOf());
            tcp = tcp != null ? tcp : inner.tcp();
            udp = udp != null ? udp : inner.udp();
        }
        return new Payloads(tcp, udp);
    }

    /**
     * The datagram tshark reassembled in {@code frame} from the fragments in these frames, put together from the
     * capture file: each frame's outermost IP fragment, in tshark's order, each starting where the one before
     * ended, {@code length} bytes in all. A copy, as reading a frame reuses the buffer of the one before.
     *
     * @throws DoubtfulFrame the fragments do not make such a datagram (overlapping, missing or cut short)
     */
    public ByteBuffer rebuilt(long frame, long[] fragments, int length) {
        byte[] datagram = new byte[length];
        int filled = 0;
        for (long fragmentFrame : fragments) {
            TransportPayload.Located found;
            try {
                found = located(fragmentFrame);
            } catch (Unconfirmed e) {
                throw new DoubtfulFrame(frame, "fragment frame " + fragmentFrame + ": " + e.getMessage());
            }
            ByteBuffer fragment = found.fragment();
            if (fragment == null || found.fragmentOffset() != filled || fragment.remaining() > length - filled) {
                throw new DoubtfulFrame(frame, "frame " + fragmentFrame + " does not carry the datagram's next "
                        + "fragment at byte " + filled);
            }
            fragment.get(fragment.position(), datagram, filled, fragment.remaining());
            filled += fragment.remaining();
        }
        if (filled != length) {
            throw new DoubtfulFrame(frame, "the fragments make " + filled + " of the datagram's " + length + " bytes");
        }
        return ByteBuffer.wrap(datagram);
    }

    /**
     * No length to confirm a payload with: none where tshark saw no TCP or UDP at all. A TCP header quoted by an
     * ICMP error gets no {@code tcp.len} from tshark, yet the bytes quoted after it are its payload, as the walk
     * (which follows ICMP errors into the datagram they quote) finds them; any other layering goes to tshark.
     */
    private String[] withoutLengths(long frame, String layers, int maxBytes) {
        if (!hasLayer(layers, "tcp") && !hasLayer(layers, "udp")) {
            return NONE;
        }
        if (!layers.contains(":icmp:ip:") && !layers.contains(":icmpv6:ipv6:")) {
            throw new Unconfirmed(frame, "tshark's layers " + layers + " come without a length");
        }
        TransportPayload.Located found = located(frame);
        if (!found.payload().hasRemaining()) {
            return NONE;
        }
        String hex = hex(found.payload(), maxBytes);
        return found.protocol() == TCP ? new String[]{hex, ""} : new String[]{"", hex};
    }

    private TransportPayload.Located located(long frame) {
        if (offsets != null && frame > offsets.length) {
            throw new Unconfirmed(frame, "no record of the frame was found");
        }
        try {
            return frames.transport(frame + shift, offsets == null ? -1 : offsets[(int) frame - 1]);
        } catch (IOException e) {
            throw new Unconfirmed(frame, e.getMessage());
        }
    }

    /**
     * The payload's first bytes as hex, as far as {@link PayloadSample} reads them: its ASCII window, or up to
     * {@code maxBytes} where a file may follow headers (the rest would be decoded by nobody).
     */
    private static String hex(ByteBuffer payload, int maxBytes) {
        byte[] bytes = new byte[Math.min(payload.remaining(), PayloadSample.ASCII_WINDOW)];
        payload.get(payload.position(), bytes);
        int read = Math.min(Math.min(payload.remaining(), maxBytes), PayloadSample.bytesRead(bytes));
        if (read > bytes.length) {
            bytes = new byte[read];
            payload.get(payload.position(), bytes);
        }
        // most packets carry a payload: HexFormat's char-by-char builder showed in the service's profile
        byte[] hex = new byte[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            hex[2 * i] = DIGITS[(bytes[i] >> 4) & 0xF];
            hex[2 * i + 1] = DIGITS[bytes[i] & 0xF];
        }
        return new String(hex, StandardCharsets.ISO_8859_1);
    }

    private static boolean hasLayer(String layers, String layer) {
        return (":" + layers + ":").contains(":" + layer + ":");
    }

    /** The first of a field's values as a number; -1 when it has none. */
    private static long firstNumber(String values) {
        String first = PacketFields.first(values);
        return first.isEmpty() ? -1 : Long.parseLong(first);
    }

    @Override
    public void close() throws IOException {
        frames.close();
    }
}
