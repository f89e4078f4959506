package io.pcaplens.dissector.pcap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * A window of a capture file copied into memory and moved as records are read at their offsets. Reads onwards
 * from the window (capture order, with records skipped) copy large blocks; a jump elsewhere (one conversation's
 * packets, a fragment read again) copies a small one, so that a few records far apart do not copy megabytes
 * each. Replaces mapping the file, whose first touch of each page cost a page fault that on a virtual machine
 * costs more than copying the page, and a read per record, which cost two system calls for each.
 */
public final class FileWindow {

    /** What a read onwards copies at once; also the longest stretch the window holds. */
    public static final int BLOCK = 4 << 20;
    /** What a read after a jump copies at once. */
    private static final int JUMP_BLOCK = 64 << 10;

    private final FileChannel in;
    private final long size;
    private final ByteBuffer window;
    private long start;
    private int length;

    public FileWindow(FileChannel in, ByteOrder order) throws IOException {
        this.in = in;
        this.size = in.size();
        this.window = ByteBuffer.allocate(BLOCK).order(order);
    }

    public long size() {
        return size;
    }

    /**
     * The window, moved so that it holds the {@code bytes} from {@code offset} (at most {@link #BLOCK}, and
     * within the file); find them at {@link #index}.
     */
    public ByteBuffer cover(long offset, int bytes) throws IOException {
        if (bytes > BLOCK || offset < 0 || offset + bytes > size) {
            throw new IOException(bytes + " bytes at offset " + offset + " are not in a file of " + size);
        }
        long end = start + length;
        if (offset >= start && offset + bytes <= end) {
            return window;
        }
        boolean onwards = offset >= start && offset < end + BLOCK;
        length = (int) Math.min(Math.max(onwards ? BLOCK : JUMP_BLOCK, bytes), size - offset);
        start = offset;
        window.clear().limit(length);
        Channels.readFully(in, window, offset);
        return window;
    }

    /** Where the file's byte at {@code offset} sits in the window. */
    public int index(long offset) {
        return (int) (offset - start);
    }
}
