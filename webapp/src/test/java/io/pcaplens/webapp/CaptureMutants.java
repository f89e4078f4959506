package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Damaged and hostile variants of a real capture, the same every run (the random choices are seeded by the
 * capture's name and the kind of damage): cuts at every kind of boundary, bad magic, impossible record lengths,
 * unknown, custom and broken pcapng blocks, flipped bytes, and printable text of the packets overwritten with
 * bytes that break naive parsers (field separators, line breaks, NUL, invalid UTF-8, markup). Lengths are kept
 * where the damage is meant to stay inside a packet.
 *
 * <p>Run as a program it writes every variant of every capture of a directory: {@code CaptureMutants PCAPS OUT}.
 */
final class CaptureMutants {

    /** One variant: its name says the source and the damage. */
    record Mutant(String name, byte[] bytes) {
    }

    private static final byte[][] HOSTILE = {
            {0x1f}, {0x1e}, {'\n'}, {'\r', '\n'}, {0}, {(byte) 0xff, (byte) 0xfe}, {(byte) 0xc3},
            "<script>alert(1)</script>".getBytes(java.nio.charset.StandardCharsets.US_ASCII), {'\t'}, {'"'},
            {(byte) 0xed, (byte) 0xa0, (byte) 0x80}};

    private CaptureMutants() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Files.createDirectories(Path.of(args[1]));
        int n = 0;
        try (var captures = Files.list(Path.of(args[0]))) {
            for (Path capture : captures.filter(p -> p.toString().matches(".*\\.pcap(ng)?$")).sorted().toList()) {
                for (Mutant m : of(capture.getFileName().toString(), Files.readAllBytes(capture))) {
                    Files.write(out.resolve(m.name()), m.bytes());
                    n++;
                }
            }
        }
        System.out.println(n + " variants in " + out);
    }

    /** Every variant of one capture (pcap or pcapng, told by its magic). */
    static List<Mutant> of(String name, byte[] capture) {
        Records records = Records.of(capture);
        List<Mutant> out = new ArrayList<>();
        String stem = name.replaceFirst("\\.(pcap|pcapng)$", "");
        String ext = name.endsWith(".pcapng") ? ".pcapng" : ".pcap";
        for (int cut : new int[]{1, 10, 23}) {
            out.add(new Mutant(stem + "-first-" + cut + "-bytes" + ext, Arrays.copyOf(capture, cut)));
        }
        out.add(new Mutant(stem + "-bad-magic" + ext, badMagic(capture, random(name, "magic"))));
        if (records.starts.size() >= 2) {
            int at = records.pick(random(name, "cut"));
            int start = records.starts.get(at);
            int end = records.ends.get(at);
            out.add(new Mutant(stem + "-cut-in-record-header" + ext, Arrays.copyOf(capture, start + 6)));
            out.add(new Mutant(stem + "-cut-in-record-data" + ext, Arrays.copyOf(capture, (start + end) / 2 + 1)));
            out.add(new Mutant(stem + "-cut-at-record-end" + ext, Arrays.copyOf(capture, end)));
            out.add(new Mutant(stem + "-huge-record-length" + ext, records.withLength(capture, at, 0x7ffffff0)));
            out.add(new Mutant(stem + "-odd-record-length" + ext, records.withLength(capture, at,
                    end - start + (records.pcapng ? 3 : 1))));
            out.add(new Mutant(stem + "-zero-record-length" + ext, records.withLength(capture, at, 0)));
        }
        if (records.pcapng) {
            out.add(new Mutant(stem + "-custom-block" + ext, records.withBlock(capture, 0x00000BAD, true)));
            out.add(new Mutant(stem + "-custom-block-no-copy" + ext, records.withBlock(capture, 0x40000BAD, true)));
            out.add(new Mutant(stem + "-unknown-block" + ext, records.withBlock(capture, 0x0BADF00D, false)));
        } else {
            out.add(new Mutant(stem + "-unknown-link-type" + ext, records.withLinkType(capture, 64999)));
        }
        out.add(new Mutant(stem + "-flipped-bytes" + ext, flipped(capture, records.headerEnd, random(name, "flip"))));
        out.add(new Mutant(stem + "-hostile-text" + ext, hostileText(capture, records, random(name, "text"))));
        return out;
    }

    private static Random random(String name, String kind) {
        return new Random((name + "/" + kind).hashCode());
    }

    private static byte[] badMagic(byte[] capture, Random random) {
        byte[] b = capture.clone();
        for (int i = 0; i < Math.min(4, b.length); i++) {
            b[i] = (byte) random.nextInt(256);
        }
        return b;
    }

    /** Sixteen bytes past the file header set to random values: lengths, headers and payloads alike. */
    private static byte[] flipped(byte[] capture, int headerEnd, Random random) {
        byte[] b = capture.clone();
        if (b.length <= headerEnd) {
            return b;
        }
        for (int i = 0; i < 16; i++) {
            b[headerEnd + random.nextInt(b.length - headerEnd)] = (byte) random.nextInt(256);
        }
        return b;
    }

    /**
     * Inside the packets' data, runs of at least six printable characters (header values, names, URIs, Info
     * material) get hostile bytes written over part of them; no length changes, so every frame stays readable.
     */
    private static byte[] hostileText(byte[] capture, Records records, Random random) {
        byte[] b = capture.clone();
        for (int r = 0; r < records.starts.size(); r++) {
            int from = records.dataStarts.get(r);
            int to = records.ends.get(r) - (records.pcapng ? 4 : 0);
            int run = 0;
            for (int i = from; i < to; i++) {
                run = b[i] >= 0x20 && b[i] < 0x7f ? run + 1 : 0;
                if (run == 6 && random.nextInt(3) == 0) {
                    byte[] h = HOSTILE[random.nextInt(HOSTILE.length)];
                    int at = i - random.nextInt(4);
                    System.arraycopy(h, 0, b, at, Math.min(h.length, to - at));
                    run = 0;
                }
            }
        }
        return b;
    }

    /** Where the records (pcap) or packet blocks (pcapng) of a capture lie. */
    private static final class Records {
        final boolean pcapng;
        final ByteOrder order;
        final int headerEnd;
        final List<Integer> starts = new ArrayList<>();
        final List<Integer> dataStarts = new ArrayList<>();
        final List<Integer> ends = new ArrayList<>();

        private Records(boolean pcapng, ByteOrder order, int headerEnd) {
            this.pcapng = pcapng;
            this.order = order;
            this.headerEnd = headerEnd;
        }

        static Records of(byte[] c) {
            ByteBuffer b = ByteBuffer.wrap(c);
            if (c.length >= 12 && b.getInt(0) == 0x0A0D0D0A) {
                ByteOrder order = b.order(ByteOrder.BIG_ENDIAN).getInt(8) == 0x1A2B3C4D ? ByteOrder.BIG_ENDIAN
                        : ByteOrder.LITTLE_ENDIAN;
                b.order(order);
                Records r = new Records(true, order, b.getInt(4));
                for (int at = 0; at + 12 <= c.length; ) {
                    int type = b.getInt(at);
                    int length = b.getInt(at + 4);
                    if (length < 12 || at + length > c.length) {
                        break;
                    }
                    if (type == 6 || type == 3) {
                        r.starts.add(at);
                        r.dataStarts.add(at + (type == 6 ? 28 : 12));
                        r.ends.add(at + length);
                    }
                    at += length;
                }
                return r;
            }
            ByteOrder order = c.length >= 4 && (b.order(ByteOrder.LITTLE_ENDIAN).getInt(0) == 0xa1b2c3d4
                    || b.getInt(0) == 0xa1b23c4d) ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
            b.order(order);
            Records r = new Records(false, order, 24);
            for (int at = 24; at + 16 <= c.length; ) {
                int length = b.getInt(at + 8);
                if (length < 0 || at + 16 + length > c.length) {
                    break;
                }
                r.starts.add(at);
                r.dataStarts.add(at + 16);
                r.ends.add(at + 16 + length);
                at += 16 + length;
            }
            return r;
        }

        /** A record past the first, so that some frames stand before the damage. */
        int pick(Random random) {
            return 1 + random.nextInt(starts.size() - 1);
        }

        /** The record's captured length (pcap) or the block's total length, at its head only, set to {@code n}. */
        byte[] withLength(byte[] c, int record, int n) {
            byte[] out = c.clone();
            ByteBuffer.wrap(out).order(order).putInt(starts.get(record) + (pcapng ? 4 : 8), n);
            return out;
        }

        byte[] withLinkType(byte[] c, int linkType) {
            byte[] out = c.clone();
            ByteBuffer.wrap(out).order(order).putInt(20, linkType);
            return out;
        }

        /** A block inserted after the first packet block: a custom block carries a private enterprise number. */
        byte[] withBlock(byte[] c, int type, boolean custom) {
            int at = ends.isEmpty() ? headerEnd : ends.get(0);
            byte[] body = "pcaplens test block\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            int length = 12 + (custom ? 4 : 0) + body.length;
            ByteBuffer block = ByteBuffer.allocate(length).order(order);
            block.putInt(type).putInt(length);
            if (custom) {
                block.putInt(32473); // the private enterprise number reserved for documentation (RFC 5612)
            }
            block.put(body).putInt(length);
            byte[] out = new byte[c.length + length];
            System.arraycopy(c, 0, out, 0, at);
            System.arraycopy(block.array(), 0, out, at, length);
            System.arraycopy(c, at, out, at + length, c.length - at);
            return out;
        }
    }
}
