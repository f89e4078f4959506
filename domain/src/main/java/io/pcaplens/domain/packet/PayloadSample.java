package io.pcaplens.domain.packet;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Spec 2.6: what is kept of a packet's application payload: the first {@value #STORED_BYTES} bytes, the
 * file type, and the ASCII badge. Badge and file type look further (the first {@value #ASCII_WINDOW} bytes)
 * than what is stored, so they are decided while the full payload is at hand: a download's first segment
 * usually carries HTTP response headers longer than 64 bytes before the file's magic bytes.
 */
public record PayloadSample(byte[] stored, boolean ascii, Optional<String> fileType) {

    /** Spec section 8, "Stored payload per packet". */
    public static final int STORED_BYTES = 64;
    /** Where HTTP response headers must end for the file type after them to be seen; real servers' fit. */
    public static final int FILE_TYPE_WINDOW = 1024;
    /** Spec section 8, "ASCII badge threshold": the window ... */
    public static final int ASCII_WINDOW = 256;
    /** ... and the share of printable bytes it must exceed. */
    public static final double ASCII_SHARE = 0.30;
    /** ... counting only printable bytes in runs at least this long (spec section 8's "4 consecutive printable"). */
    public static final int ASCII_RUN = 4;

    private static final HexFormat HEX = HexFormat.of();

    /**
     * @param hex the payload as the dissector prints it: hex digits, optionally colon-separated; empty when
     *            the packet has no payload
     * @return empty when there is no payload
     */
    public static Optional<PayloadSample> fromHex(String hex) {
        return fromHex(hex, "");
    }

    /**
     * As {@link #fromHex(String)}, for a frame with the given layers ({@code frame.protocols}): bytes carried in
     * TLS, DTLS or QUIC records are never badged ASCII, being ciphertext or a binary handshake, even where a
     * certificate's names and URLs make a segment half printable.
     */
    public static Optional<PayloadSample> fromHex(String hex, String frameProtocols) {
        return sample(hex).map(s -> s.ascii() && inRecords(frameProtocols)
                ? new PayloadSample(s.stored(), false, s.fileType()) : s);
    }

    /** Layers whose payload is records of an encrypted channel. */
    private static final java.util.Set<String> RECORD_LAYERS = java.util.Set.of("tls", "ssl", "dtls", "quic");

    static boolean inRecords(String frameProtocols) {
        if (frameProtocols == null || frameProtocols.isEmpty()) {
            return false;
        }
        for (String layer : frameProtocols.split(":")) {
            if (RECORD_LAYERS.contains(layer)) {
                return true;
            }
        }
        return false;
    }

    private static Optional<PayloadSample> sample(String hex) {
        String value = PacketFields.first(hex);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        byte[] window = decode(value, ASCII_WINDOW);
        if (window.length == 0) {
            return Optional.empty();
        }
        if (bytesRead(window) > window.length) {
            window = decode(value, FILE_TYPE_WINDOW);
        }
        byte[] stored = window.length <= STORED_BYTES ? window : Arrays.copyOf(window, STORED_BYTES);
        byte[] asciiWindow = window.length <= ASCII_WINDOW ? window : Arrays.copyOf(window, ASCII_WINDOW);
        return Optional.of(new PayloadSample(stored, isAscii(asciiWindow), FileMagic.detect(window)));
    }

    /**
     * How many of a payload's first bytes a sample reads: its ASCII window, or the file-type window where the
     * window holds HTTP headers that do not end in it.
     *
     * @param head the payload's first {@value #ASCII_WINDOW} bytes, or all of it when shorter
     */
    public static int bytesRead(byte[] head) {
        return head.length == ASCII_WINDOW && FileMagic.mayCarryFileAfterHeaders(head) ? FILE_TYPE_WINDOW
                : ASCII_WINDOW;
    }

    public String storedHex() {
        return HEX.formatHex(stored);
    }

    /** Printable ASCII: the visible characters, space, and the whitespace of text (tab, line ends). */
    private static final boolean[] PRINTABLE = new boolean[256];

    static {
        for (int b = 0x20; b <= 0x7E; b++) {
            PRINTABLE[b] = true;
        }
        PRINTABLE['\t'] = true;
        PRINTABLE['\n'] = true;
        PRINTABLE['\r'] = true;
    }

    /**
     * The spec's share, counted over printable bytes that stand in runs of at least {@value #ASCII_RUN}: random
     * bytes (encrypted records, compressed images) are about 37 % printable, scattered, and would pass a plain
     * count; text is printable in long runs. The explainer's payload rule asks for the same run length.
     */
    static boolean isAscii(byte[] window) {
        // a payload shorter than a run (a keystroke of a telnet session) is text when all of it is printable
        int least = Math.min(ASCII_RUN, window.length);
        int printable = 0;
        int run = 0;
        for (byte b : window) {
            if (PRINTABLE[b & 0xFF]) {
                run++;
            } else {
                printable += run >= least ? run : 0;
                run = 0;
            }
        }
        printable += run >= least ? run : 0;
        return printable > ASCII_SHARE * window.length;
    }

    /** Decodes at most {@code limit} bytes; the rest of a long payload is never materialised. */
    private static byte[] decode(String hex, int limit) {
        byte[] out = new byte[Math.min(limit, hex.length() / 2)];
        int n = 0;
        int i = 0;
        while (n < out.length && i + 1 < hex.length()) {
            char c = hex.charAt(i);
            if (c == ':') {
                i++;
                continue;
            }
            int hi = digit(c);
            int lo = digit(hex.charAt(i + 1));
            if (hi < 0 || lo < 0) {
                break;
            }
            out[n++] = (byte) (hi << 4 | lo);
            i += 2;
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    /** A hex digit's value, -1 for any other character (Character.digit also weighs every Unicode digit). */
    private static int digit(char c) {
        return HexFormat.isHexDigit(c) ? HexFormat.fromHexDigit(c) : -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PayloadSample p && ascii == p.ascii && Arrays.equals(stored, p.stored) && fileType.equals(p.fileType);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(stored) * 31 + Boolean.hashCode(ascii);
    }

    @Override
    public String toString() {
        return "PayloadSample[" + storedHex() + (ascii ? ", ascii" : "") + fileType.map(t -> ", " + t).orElse("") + "]";
    }
}
