package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.List;
import java.util.Map;

/**
 * One way of finding what deserves a look. A detector is shown the stored rows one at a time and keeps only
 * aggregates per key (never the rows themselves), so a capture of any size is read in bounded memory; it tells
 * what it found once every row was shown. An instance serves one capture.
 */
public interface Detector {

    /** The name of the detector in configuration and in the findings, e.g. "beaconing". */
    String name();

    /** Raised whenever what the detector finds in the same rows changes. */
    int version();

    /** Its thresholds by their configuration names, {@code pcaplens.findings.<name>.<threshold>}. */
    Map<String, String> parameters();

    void accept(ConversationRow row);

    List<Detection> detections();
}
