package io.pcaplens.dissector.pcap;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;

/**
 * Where the records of a classic pcap file start: its 24-byte file header, then records of a 16-byte header
 * (captured length at offset 8) and the frame's bytes. Walking the record headers finds slice boundaries
 * without copying the file. pcapng has no such simple layout and is not read here.
 */
public final class PcapRecordIndex {

    public static final int FILE_HEADER = 24;
    private static final int RECORD_HEADER = 16;
    /** Larger captured lengths mean a damaged file: no link type allows more. */
    private static final long MAX_RECORD = 1L << 28;
    /** How much of the file is read at once. */
    private static final int BLOCK = 1 << 20;

    /** Byte offsets of every {@code framesPerSlice}-th record, and the count of complete records. */
    public record Boundaries(List<Long> sliceStarts, long frames, long end) {
    }

    private PcapRecordIndex() {
    }

    /** Empty when the file is not a classic pcap. */
    public static Optional<ByteOrder> byteOrder(Path file) throws IOException {
        byte[] head = new byte[4];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.readNBytes(head, 0, 4) < 4) {
                return Optional.empty();
            }
        }
        int magic = ByteBuffer.wrap(head).order(ByteOrder.BIG_ENDIAN).getInt();
        return switch (magic) {
            case 0xA1B2C3D4, 0xA1B23C4D -> Optional.of(ByteOrder.BIG_ENDIAN);
            case 0xD4C3B2A1, 0x4D3CB2A1 -> Optional.of(ByteOrder.LITTLE_ENDIAN);
            default -> Optional.empty();
        };
    }

    /**
     * The file offsets of the records in {@code [from, to)}, in order; the array is as long as the slice,
     * never longer than a slice's bound.
     */
    public static long[] offsets(Path file, ByteOrder order, long from, long to) throws IOException {
        long[][] offsets = {new long[1024]};
        int[] n = {0};
        forEachRecord(file, order, from, to, pos -> {
            if (n[0] == offsets[0].length) {
                offsets[0] = java.util.Arrays.copyOf(offsets[0], n[0] * 2);
            }
            offsets[0][n[0]++] = pos;
        });
        return java.util.Arrays.copyOf(offsets[0], n[0]);
    }

    public static Boundaries walk(Path file, ByteOrder order, long framesPerSlice) throws IOException {
        List<Long> starts = new ArrayList<>();
        long[] frames = {0};
        long end = forEachRecord(file, order, FILE_HEADER, Files.size(file), pos -> {
            if (frames[0]++ % framesPerSlice == 0) {
                starts.add(pos);
            }
        });
        return new Boundaries(starts, frames[0], end);
    }

    /**
     * Calls {@code atRecord} with the offset of every complete record in {@code [from, to)}, reading only
     * record headers; stops at the first record that is damaged or runs past {@code to} or the file's end.
     * The file is read a mebibyte at a time and the headers are looked up in that block: a capture's headers
     * are walked up to three times per analysis (count, slice boundaries, each slice's offsets), and a stream
     * paid two calls per record for its 16 bytes. (Mapping the file instead was slower: a page fault per few
     * pages costs more than copying them.)
     *
     * @return the offset just after the last complete record
     */
    private static long forEachRecord(Path file, ByteOrder order, long from, long to, LongConsumer atRecord)
            throws IOException {
        try (FileChannel in = FileChannel.open(file)) {
            long end = Math.min(to, in.size());
            ByteBuffer block = ByteBuffer.allocate(BLOCK).order(order);
            long blockStart = from;
            long pos = from;
            while (pos + RECORD_HEADER <= end) {
                if (pos + RECORD_HEADER > blockStart + block.position()) {
                    blockStart = pos;
                    block.clear().limit((int) Math.min(BLOCK, end - pos));
                    Channels.readFully(in, block, pos);
                }
                long captured = Integer.toUnsignedLong(block.getInt((int) (pos - blockStart) + 8));
                if (captured > MAX_RECORD || pos + RECORD_HEADER + captured > end) {
                    break;
                }
                atRecord.accept(pos);
                pos += RECORD_HEADER + captured;
            }
            return pos;
        }
    }
}
