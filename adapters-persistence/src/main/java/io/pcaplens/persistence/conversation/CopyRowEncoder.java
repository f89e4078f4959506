package io.pcaplens.persistence.conversation;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Writes rows in PostgreSQL's binary COPY format into a reusable byte buffer: per row the number of columns,
 * then each column as its length (-1 for NULL) and its bytes in the column type's binary form. The server
 * takes numbers, uuids and bytea as they are instead of parsing their text, and nothing needs escaping.
 *
 * <p>Every row must give the {@code columns} the COPY statement names, each in its column's type: the server
 * refuses a row that does not.
 */
final class CopyRowEncoder {

    /** The start of a binary COPY stream: the signature, no flags, no header extension. */
    private static final byte[] HEADER = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xff, '\r', '\n', 0,
            0, 0, 0, 0, 0, 0, 0, 0};
    private static final int NULL = -1;

    private final int columns;
    private byte[] buf;
    private int len;
    private int inRow = -1;

    /**
     * @param columns  how many columns each row has
     * @param capacity the buffer's starting size
     */
    CopyRowEncoder(int columns, int capacity) {
        this.columns = columns;
        this.buf = new byte[capacity];
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

    /** What a binary COPY stream starts with, once, before its first row. */
    void header() {
        putAll(HEADER, 0, HEADER.length);
    }

    /** What ends a binary COPY stream, after its last row. */
    void trailer() {
        putShort(NULL);
    }

    /**
     * A text column. PostgreSQL's text holds no NUL character; one is written as the two characters {@code \0},
     * as the text format's escape of it gave.
     */
    CopyRowEncoder text(String value) {
        column();
        if (value == null) {
            putInt(NULL);
            return this;
        }
        byte[] utf8 = (value.indexOf('\0') >= 0 ? value.replace("\0", "\\0") : value)
                .getBytes(StandardCharsets.UTF_8);
        putInt(utf8.length);
        putAll(utf8, 0, utf8.length);
        return this;
    }

    CopyRowEncoder uuid(UUID value) {
        column();
        putInt(16);
        putLong(value.getMostSignificantBits());
        putLong(value.getLeastSignificantBits());
        return this;
    }

    /** A bigint column. */
    CopyRowEncoder bigint(long value) {
        column();
        putInt(8);
        putLong(value);
        return this;
    }

    /** A bigint column, NULL for null. */
    CopyRowEncoder bigint(Long value) {
        return value == null ? nullColumn() : bigint(value.longValue());
    }

    /** An integer column. */
    CopyRowEncoder integer(int value) {
        column();
        putInt(4);
        putInt(value);
        return this;
    }

    /** An integer column, NULL for null. */
    CopyRowEncoder integer(Integer value) {
        return value == null ? nullColumn() : integer(value.intValue());
    }

    CopyRowEncoder bool(boolean value) {
        column();
        putInt(1);
        put((byte) (value ? 1 : 0));
        return this;
    }

    /** A bytea column, NULL for null. */
    CopyRowEncoder bytes(byte[] value) {
        if (value == null) {
            return nullColumn();
        }
        column();
        putInt(value.length);
        putAll(value, 0, value.length);
        return this;
    }

    void endRow() {
        if (inRow != columns) {
            throw new IllegalStateException(inRow + " columns in a row of " + columns);
        }
        inRow = -1;
    }

    private CopyRowEncoder nullColumn() {
        column();
        putInt(NULL);
        return this;
    }

    private void column() {
        if (inRow < 0) {
            putShort(columns);
            inRow = 0;
        }
        inRow++;
    }

    private void putShort(int value) {
        ensure(2);
        buf[len++] = (byte) (value >>> 8);
        buf[len++] = (byte) value;
    }

    private void putInt(int value) {
        ensure(4);
        buf[len++] = (byte) (value >>> 24);
        buf[len++] = (byte) (value >>> 16);
        buf[len++] = (byte) (value >>> 8);
        buf[len++] = (byte) value;
    }

    private void putLong(long value) {
        putInt((int) (value >>> 32));
        putInt((int) value);
    }

    private void putAll(byte[] bytes, int from, int count) {
        ensure(count);
        System.arraycopy(bytes, from, buf, len, count);
        len += count;
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
