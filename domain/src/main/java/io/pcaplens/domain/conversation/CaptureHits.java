package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;

/**
 * How many of a query's conversations one capture holds, and when the first of them began and the last ended:
 * the hunt's answer grouped by capture, which tells where else a value was seen without reading every row.
 *
 * @param fileId      the capture
 * @param fileName    the name it was uploaded under
 * @param hits        the conversations of the capture the query selects, at least one
 * @param firstSeenNs the earliest start among them, epoch nanoseconds
 * @param lastSeenNs  the latest end among them, epoch nanoseconds
 */
public record CaptureHits(CaptureId fileId, String fileName, long hits, long firstSeenNs, long lastSeenNs) {
}
