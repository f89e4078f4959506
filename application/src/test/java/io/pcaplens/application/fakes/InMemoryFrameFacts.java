package io.pcaplens.application.fakes;

import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.port.FrameFactsRepository;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** What each capture's frames showed of the network, kept per capture as the analysis stored it. */
public class InMemoryFrameFacts implements FrameFactsRepository {

    private final Map<String, FrameFacts> facts = new HashMap<>();

    @Override
    public synchronized void replace(String captureId, FrameFacts stored) {
        facts.put(captureId, stored);
    }

    @Override
    public synchronized Optional<FrameFacts> find(String captureId) {
        return Optional.ofNullable(facts.get(captureId));
    }

    @Override
    public synchronized void deleteByCapture(String captureId) {
        facts.remove(captureId);
    }
}
