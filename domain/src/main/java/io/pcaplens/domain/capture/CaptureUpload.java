package io.pcaplens.domain.capture;

import java.time.Instant;

/**
 * What is known of a capture from its upload: the file's name, size, digest and format, how it is to be
 * analysed, and when it came.
 */
public record CaptureUpload(String name, long size, String sha256, CaptureFormat format, AnalysisOptions options,
                            Instant uploadedAt) {
}
