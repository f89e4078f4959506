package io.pcaplens.persistence.conversation;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * Writes rows in PostgreSQL's COPY text format into a reusable byte buffer: tab between columns,
 * {@code \N} for NULL, backslash escapes for the characters the format reserves.
 */
final class CopyRowEncoder {

    private static final HexFormat HEX = HexFormat.of();
    private byte[] buf;
    private int len;
    private boolean rowStarted;

    CopyRowEncoder(int capacity) {
        buf = new byte[capacity];
    }

    int size() {
        return len;
    }

    byte[] bytes() {
        return buf;
    }

    void reset() {
        len = 0;
    }

    CopyRowEncoder text(String value) {
        separator();
        if (value == null) {
            raw("\\N");
            return this;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> raw("\\\\");
                case '\t' -> raw("\\t");
                case '\n' -> raw("\\n");
                case '\r' -> raw("\\r");
                case '\0' -> raw("\\\\0");
                default -> {
                    if (c < 0x80) {
                        put((byte) c);
                    } else {
                        int end = i + 1;
                        while (end < value.length() && value.charAt(end) >= 0x80) {
                            end++;
                        }
                        putAll(value.substring(i, end).getBytes(StandardCharsets.UTF_8));
                        i = end - 1;
                    }
                }
            }
        }
        return this;
    }

    CopyRowEncoder number(long value) {
        separator();
        raw(Long.toString(value));
        return this;
    }

    CopyRowEncoder number(Integer value) {
        return value == null ? text(null) : number(value.longValue());
    }

    CopyRowEncoder number(Long value) {
        return value == null ? text(null) : number(value.longValue());
    }

    CopyRowEncoder bool(boolean value) {
        separator();
        put((byte) (value ? 't' : 'f'));
        return this;
    }

    /** bytea in hex form; the backslash of {@code \x} is itself escaped for the text format. */
    CopyRowEncoder bytes(byte[] value) {
        separator();
        if (value == null) {
            raw("\\N");
        } else {
            raw("\\\\x");
            raw(HEX.formatHex(value));
        }
        return this;
    }

    void endRow() {
        put((byte) '\n');
        rowStarted = false;
    }

    private void separator() {
        if (rowStarted) {
            put((byte) '\t');
        }
        rowStarted = true;
    }

    private void raw(String ascii) {
        for (int i = 0; i < ascii.length(); i++) {
            put((byte) ascii.charAt(i));
        }
    }

    private void putAll(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buf, len, bytes.length);
        len += bytes.length;
    }

    private void put(byte b) {
        ensure(1);
        buf[len++] = b;
    }

    private void ensure(int extra) {
        if (len + extra > buf.length) {
            buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + extra));
        }
    }
}
