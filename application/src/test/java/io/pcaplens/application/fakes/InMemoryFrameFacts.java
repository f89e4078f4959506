package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** What each capture's frames showed of the network, kept per capture as the analysis stored it. */
public class InMemoryFrameFacts implements FrameFactsRepository {

    private final Map<CaptureId, FrameFacts> facts = new HashMap<>();

    @Override
    public synchronized void replace(CaptureId captureId, FrameFacts stored) {
        facts.put(captureId, stored);
    }

    @Override
    public synchronized Optional<FrameFacts> find(CaptureId captureId) {
        return Optional.ofNullable(facts.get(captureId));
    }

    @Override
    public synchronized void deleteByCapture(CaptureId captureId) {
        facts.remove(captureId);
    }
}
