package io.pcaplens.geo;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a small IPv4 database in the MaxMind DB format (spec 2.0: a binary search tree with 24-bit records, a
 * data section, the metadata map), so that tests can read a City and an ASN database with GeoIP2's reader the way
 * a user's GeoLite2 files are read, without shipping MaxMind's files.
 */
final class MmdbWriter {

    private final String databaseType;
    private final List<int[]> nodes = new ArrayList<>();      // {left, right}; -1 = empty, -2-n = data offset n
    private final ByteArrayOutputStream data = new ByteArrayOutputStream();

    MmdbWriter(String databaseType) {
        this.databaseType = databaseType;
        nodes.add(new int[]{-1, -1});
    }

    /** Adds a network, e.g. ("8.8.8.0", 24), with its record (maps, lists, strings, Long as uint32). */
    MmdbWriter add(String network, int prefix, Map<String, Object> record) {
        int offset = data.size();
        encode(record, data);
        String[] parts = network.split("\\.");
        long address = 0;
        for (String p : parts) {
            address = address << 8 | Integer.parseInt(p);
        }
        int node = 0;
        for (int bit = 0; bit < prefix; bit++) {
            int side = (int) (address >>> (31 - bit) & 1);
            if (bit == prefix - 1) {
                nodes.get(node)[side] = -2 - offset;
            } else {
                if (nodes.get(node)[side] < 0) {
                    nodes.add(new int[]{-1, -1});
                    nodes.get(node)[side] = nodes.size() - 1;
                }
                node = nodes.get(node)[side];
            }
        }
        return this;
    }

    byte[] build() {
        int count = nodes.size();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int[] n : nodes) {
            for (int value : n) {
                int record = value == -1 ? count : value < -1 ? count + 16 + (-2 - value) : value;
                out.write(record >> 16 & 0xff);
                out.write(record >> 8 & 0xff);
                out.write(record & 0xff);
            }
        }
        out.writeBytes(new byte[16]);
        out.writeBytes(data.toByteArray());
        out.writeBytes(new byte[]{(byte) 0xab, (byte) 0xcd, (byte) 0xef});
        out.writeBytes("MaxMind.com".getBytes(StandardCharsets.US_ASCII));
        Map<String, Object> metadata = new java.util.LinkedHashMap<>();
        metadata.put("binary_format_major_version", new Uint16(2));
        metadata.put("binary_format_minor_version", new Uint16(0));
        metadata.put("build_epoch", new Uint64(1_767_225_600L));
        metadata.put("database_type", databaseType);
        metadata.put("description", Map.of("en", "test database"));
        metadata.put("ip_version", new Uint16(4));
        metadata.put("languages", List.of("en"));
        metadata.put("node_count", (long) count);
        metadata.put("record_size", new Uint16(24));
        encode(metadata, out);
        return out.toByteArray();
    }

    record Uint16(int value) {
    }

    record Uint64(long value) {
    }

    private static void encode(Object value, ByteArrayOutputStream out) {
        if (value instanceof String s) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            control(out, 2, b.length);
            out.writeBytes(b);
        } else if (value instanceof Map<?, ?> m) {
            control(out, 7, m.size());
            for (Map.Entry<?, ?> e : m.entrySet()) {
                encode(e.getKey(), out);
                encode(e.getValue(), out);
            }
        } else if (value instanceof List<?> l) {
            out.write(l.size());          // extended type: control byte 0 with the size, then 11 - 7
            out.write(11 - 7);
            l.forEach(v -> encode(v, out));
        } else if (value instanceof Uint16 u) {
            unsigned(out, 5, u.value());
        } else if (value instanceof Long n) {
            unsigned(out, 6, n);
        } else if (value instanceof Uint64 u) {
            byte[] b = bytes(u.value());
            out.write(b.length);          // extended type uint64 (9)
            out.write(9 - 7);
            out.writeBytes(b);
        } else {
            throw new IllegalArgumentException("cannot encode " + value);
        }
    }

    private static void unsigned(ByteArrayOutputStream out, int type, long v) {
        byte[] b = bytes(v);
        control(out, type, b.length);
        out.writeBytes(b);
    }

    private static byte[] bytes(long v) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        boolean started = false;
        for (int shift = 56; shift >= 0; shift -= 8) {
            int x = (int) (v >>> shift & 0xff);
            if (x != 0 || started) {
                b.write(x);
                started = true;
            }
        }
        return b.toByteArray();
    }

    /** The control byte with the size, in one byte below 29 and with one more byte up to 284. */
    private static void control(ByteArrayOutputStream out, int type, int size) {
        if (size > 284) {
            throw new IllegalArgumentException("only short values in test databases");
        }
        out.write(type << 5 | Math.min(size, 29));
        if (size >= 29) {
            out.write(size - 29);
        }
    }
}
