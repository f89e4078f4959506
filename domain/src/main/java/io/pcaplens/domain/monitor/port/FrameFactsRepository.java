package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.FrameFacts;

import java.util.Optional;

/** What each capture's frames showed of the network (bindings, gateway, upstream peer, services), stored by its analysis. */
public interface FrameFactsRepository {

    /** Stores a capture's frame facts, replacing whatever an earlier run stored. */
    void replace(CaptureId captureId, FrameFacts facts);

    /** Empty for a capture analysed before frames were read for these facts. */
    Optional<FrameFacts> find(CaptureId captureId);

    void deleteByCapture(CaptureId captureId);
}
