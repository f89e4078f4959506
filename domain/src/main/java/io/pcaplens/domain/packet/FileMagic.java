package io.pcaplens.domain.packet;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Spec 2.6 rule 2: a file type recognised by its magic bytes at the start of a packet's payload, or right
 * after HTTP response headers that end inside the bytes examined (the usual place a downloaded file's first
 * bytes travel).
 */
public final class FileMagic {

    private record Signature(String type, int offset, byte[] magic) {
        boolean matches(byte[] data, int start) {
            if (start + offset + magic.length > data.length) {
                return false;
            }
            for (int i = 0; i < magic.length; i++) {
                if (data[start + offset + i] != magic[i]) {
                    return false;
                }
            }
            return true;
        }
    }

    private static final List<Signature> SIGNATURES = List.of(
            sig("PDF", 0, "%PDF-"),
            sig("PNG", 0, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A),
            sig("JPEG", 0, 0xFF, 0xD8, 0xFF),
            sig("GIF", 0, "GIF87a"),
            sig("GIF", 0, "GIF89a"),
            sig("ZIP", 0, 'P', 'K', 0x03, 0x04),
            sig("ZIP", 0, 'P', 'K', 0x05, 0x06),
            sig("ZIP", 0, 'P', 'K', 0x07, 0x08),
            sig("GZIP", 0, 0x1F, 0x8B, 0x08),
            sig("BZIP2", 0, "BZh1"), sig("BZIP2", 0, "BZh2"), sig("BZIP2", 0, "BZh3"),
            sig("BZIP2", 0, "BZh4"), sig("BZIP2", 0, "BZh5"), sig("BZIP2", 0, "BZh6"),
            sig("BZIP2", 0, "BZh7"), sig("BZIP2", 0, "BZh8"), sig("BZIP2", 0, "BZh9"),
            sig("7Z", 0, '7', 'z', 0xBC, 0xAF, 0x27, 0x1C),
            sig("RAR", 0, 'R', 'a', 'r', '!', 0x1A, 0x07),
            sig("XZ", 0, 0xFD, '7', 'z', 'X', 'Z', 0x00),
            sig("ELF", 0, 0x7F, 'E', 'L', 'F'),
            sig("MACH-O", 0, 0xFE, 0xED, 0xFA, 0xCE),
            sig("MACH-O", 0, 0xFE, 0xED, 0xFA, 0xCF),
            sig("MACH-O", 0, 0xCE, 0xFA, 0xED, 0xFE),
            sig("MACH-O", 0, 0xCF, 0xFA, 0xED, 0xFE),
            sig("SQLITE", 0, "SQLite format 3\0"),
            sig("MP4", 4, "ftyp"),
            sig("OLE", 0, 0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1));

    /**
     * The signatures at the payload's start by their first byte, in the list's order: every payload is looked
     * at, and this compares it with the one or two that can match instead of all of them.
     */
    private static final Signature[][] AT_START_BY_FIRST_BYTE = atStartByFirstByte();
    /** The others (MP4's "ftyp" after its box size), looked at after those at the start, as in the list. */
    private static final List<Signature> FURTHER_IN = SIGNATURES.stream().filter(s -> s.offset() > 0).toList();
    private static final Signature CAFEBABE = new Signature("", 0,
            new byte[]{(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE});
    private static final byte[] HEADER_END = {'\r', '\n', '\r', '\n'};
    /** Java class files start at major version 45 (JDK 1.1); a fat Mach-O has a small architecture count there. */
    private static final int FIRST_CLASS_MAJOR = 45;

    private FileMagic() {
    }

    public static Optional<String> detect(byte[] payload) {
        if (payload == null || payload.length == 0) {
            return Optional.empty();
        }
        Optional<String> atStart = detectAt(payload, 0);
        if (atStart.isPresent()) {
            return atStart;
        }
        if (startsWith(payload, "HTTP/")) {
            int end = indexOf(payload, HEADER_END);
            if (end >= 0 && end + HEADER_END.length < payload.length) {
                return detectAt(payload, end + HEADER_END.length);
            }
        }
        return Optional.empty();
    }

    /** An HTTP response whose headers do not end in these bytes: its file, if any, starts further on. */
    public static boolean mayCarryFileAfterHeaders(byte[] payload) {
        return startsWith(payload, "HTTP/") && indexOf(payload, HEADER_END) < 0;
    }

    private static Optional<String> detectAt(byte[] data, int start) {
        if (start >= data.length) {
            return Optional.empty();
        }
        for (Signature s : AT_START_BY_FIRST_BYTE[data[start] & 0xFF]) {
            if (s.matches(data, start)) {
                return Optional.of(s.type());
            }
        }
        for (Signature s : FURTHER_IN) {
            if (s.matches(data, start)) {
                return Optional.of(s.type());
            }
        }
        if (CAFEBABE.matches(data, start) && data.length >= start + 8) {
            int major = ((data[start + 6] & 0xFF) << 8) | (data[start + 7] & 0xFF);
            return Optional.of(major >= FIRST_CLASS_MAJOR ? "CLASS" : "MACH-O");
        }
        if (data.length >= start + 4 && data[start] == 'M' && data[start + 1] == 'Z' && looksLikeDosHeader(data, start)) {
            return Optional.of("PE");
        }
        return Optional.empty();
    }

    /** "MZ" alone is too common in text; require the usual DOS stub bytes or a plausible PE header offset. */
    private static boolean looksLikeDosHeader(byte[] d, int s) {
        if ((d[s + 2] & 0xFF) == 0x90 && d[s + 3] == 0x00) {
            return true;
        }
        if (d.length >= s + 0x40) {
            int lfanew = (d[s + 0x3C] & 0xFF) | (d[s + 0x3D] & 0xFF) << 8 | (d[s + 0x3E] & 0xFF) << 16 | (d[s + 0x3F] & 0xFF) << 24;
            return lfanew >= 0x40 && lfanew < 0x1000;
        }
        return false;
    }

    private static boolean startsWith(byte[] data, String prefix) {
        byte[] p = prefix.getBytes(StandardCharsets.US_ASCII);
        if (data.length < p.length) {
            return false;
        }
        for (int i = 0; i < p.length; i++) {
            if (data[i] != p[i]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] data, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= data.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (data[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static Signature[][] atStartByFirstByte() {
        List<List<Signature>> byByte = new java.util.ArrayList<>();
        for (int b = 0; b < 256; b++) {
            byByte.add(new java.util.ArrayList<>());
        }
        for (Signature s : SIGNATURES) {
            if (s.offset() == 0) {
                byByte.get(s.magic()[0] & 0xFF).add(s);
            }
        }
        return byByte.stream().map(l -> l.toArray(Signature[]::new)).toArray(Signature[][]::new);
    }

    private static Signature sig(String type, int offset, String magic) {
        return new Signature(type, offset, magic.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static Signature sig(String type, int offset, int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return new Signature(type, offset, b);
    }
}
