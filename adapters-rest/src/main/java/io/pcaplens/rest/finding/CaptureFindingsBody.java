package io.pcaplens.rest.finding;

import java.util.List;

/**
 * A page of one capture's findings, as every paged list writes it, with how each detector's run went: an empty
 * list from detectors that all ran is "nothing found", from a failed one it is not.
 */
public record CaptureFindingsBody(List<FindingBody> items, int page, int size, long total, long totalPages,
                                  List<DetectorRunBody> detectors) {
}
