package io.pcaplens.domain.port;

/** Raises intrusion-detection alerts on a capture, when enabled for the file (spec 2.2, IDS alerts). */
public interface IntrusionDetector extends ExternalTool {
}
