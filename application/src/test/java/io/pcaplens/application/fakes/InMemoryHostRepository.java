package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.signature.DeviceOverride;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Classified hosts per capture, with the overrides custom rules set on them (and kept beside them, as last set). */
public class InMemoryHostRepository implements HostRepository {

    private final Map<CaptureId, List<HostProfile>> hosts = new HashMap<>();
    private final Map<CaptureId, Map<String, DeviceOverride>> overrides = new HashMap<>();
    private final Map<Long, Initiator> initiators = new HashMap<>();

    @Override
    public synchronized void replace(CaptureId captureId, List<HostProfile> profiles) {
        hosts.put(captureId, new ArrayList<>(profiles.stream().map(h -> h.withOverride(labelled(h.override()))).toList()));
    }

    /** The override as a store keeps it: its type by the type's own label, whatever case the rule wrote. */
    private static DeviceOverride labelled(DeviceOverride o) {
        return o == null ? null
                : new DeviceOverride(o.ruleName(), DeviceType.parse(o.deviceType()).orElse(DeviceType.UNKNOWN).label());
    }

    @Override
    public synchronized void addInitiators(Map<Long, Initiator> byConversation) {
        initiators.putAll(byConversation);
    }

    @Override
    public synchronized void deleteByCapture(CaptureId captureId) {
        hosts.remove(captureId);
        overrides.remove(captureId);
    }

    @Override
    public synchronized Optional<HostProfile> find(CaptureId captureId, String ip) {
        return all(captureId).stream().filter(h -> h.ip().equals(ip)).findFirst();
    }

    @Override
    public synchronized List<HostProfile> all(CaptureId captureId) {
        return List.copyOf(hosts.getOrDefault(captureId, List.of()));
    }

    @Override
    public synchronized void setOverrides(CaptureId captureId, Map<String, DeviceOverride> byIp) {
        overrides.put(captureId, Map.copyOf(byIp));
        List<HostProfile> stored = hosts.get(captureId);
        if (stored != null) {
            stored.replaceAll(h -> h.withOverride(labelled(byIp.get(h.ip()))));
        }
    }

    /** The overrides last set for the capture's hosts. */
    public synchronized Map<String, DeviceOverride> overrides(CaptureId captureId) {
        return overrides.getOrDefault(captureId, Map.of());
    }

    @Override
    public synchronized Optional<Initiator> initiator(long conversationId) {
        return Optional.ofNullable(initiators.get(conversationId));
    }
}
