package io.pcaplens.domain.port;

import java.nio.file.Path;

/**
 * A run of consecutive frames of a capture that one dissector process reads.
 *
 * @param firstFrame the capture-wide number of the slice's first frame (1-based)
 * @param bytes      the slice's size on disk, to report progress as a share of the capture's bytes
 * @param temporary  whether the file is a copy made for slicing, to delete after use
 */
public record CaptureSlice(int index, Path file, long firstFrame, long bytes, boolean temporary) {
}
