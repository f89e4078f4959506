package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ConversationFacts;

/** Reads from a capture's stored conversations the values change detection compares. */
public interface ConversationFactsSource {

    ConversationFacts read(CaptureId captureId);
}
