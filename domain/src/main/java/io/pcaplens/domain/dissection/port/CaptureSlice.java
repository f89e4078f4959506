package io.pcaplens.domain.dissection.port;

import java.nio.file.Path;

/**
 * A run of consecutive frames of a capture that one dissector process reads: a file of its own, or a byte
 * range of the capture file itself (read behind the file's header), which needs no copy.
 *
 * @param firstFrame the capture-wide number of the slice's first frame (1-based)
 * @param bytes      the slice's size, to report progress as a share of the capture's bytes
 * @param temporary  whether the file is a copy made for slicing, to delete after use
 * @param range      the bytes of {@code file} the slice covers, or null for the whole file
 * @param carriedTimeNanos what a frame without a timestamp takes while no earlier frame of the slice has one
 *                   ({@link io.pcaplens.domain.packet.FrameClock}): the time of the capture's closest timed frame
 *                   before the slice, else the capture's first time; null when no frame of the capture has a time,
 *                   and for formats whose every frame has one
 */
public record CaptureSlice(int index, Path file, long firstFrame, long bytes, boolean temporary, ByteRange range,
                           Long carriedTimeNanos) {

    public CaptureSlice(int index, Path file, long firstFrame, long bytes, boolean temporary) {
        this(index, file, firstFrame, bytes, temporary, null, null);
    }

    public CaptureSlice(int index, Path file, long firstFrame, long bytes, boolean temporary, ByteRange range) {
        this(index, file, firstFrame, bytes, temporary, range, null);
    }

    /** Records from {@code from} (inclusive) to {@code to} (exclusive), after a header of {@code headerBytes}. */
    public record ByteRange(long headerBytes, long from, long to) {
    }
}
