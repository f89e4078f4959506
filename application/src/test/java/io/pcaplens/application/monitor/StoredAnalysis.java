package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.ConversationFacts;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.HostNameFact;
import io.pcaplens.domain.monitor.HostNaming;
import io.pcaplens.domain.monitor.IdentityFact;
import io.pcaplens.domain.monitor.port.HostNamingSource;
import io.pcaplens.domain.monitor.port.ConversationFactsSource;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import io.pcaplens.domain.signature.DeviceOverride;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What analyses stored, per capture: hosts, frame facts and conversation facts, as a test states them. It
 * counts how often the conversations are read, which is what computing a capture's facts costs.
 */
final class StoredAnalysis implements HostRepository, FrameFactsRepository, ConversationFactsSource,
        HostNamingSource {

    private final Map<CaptureId, List<HostProfile>> hosts = new HashMap<>();
    private final Map<CaptureId, FrameFacts> frames = new HashMap<>();
    private final Map<CaptureId, ConversationFacts> conversations = new HashMap<>();
    private final Map<CaptureId, List<HostNameFact>> names = new HashMap<>();
    private final Map<CaptureId, List<IdentityFact>> identities = new HashMap<>();

    /** The capture's inventory gave the host this name of its own. */
    void named(CaptureId captureId, String ip, String name, String source) {
        names.computeIfAbsent(captureId, k -> new ArrayList<>()).add(new HostNameFact(ip, name, source));
    }

    /** The capture's inventory saw this user log in from the host. */
    void loggedIn(CaptureId captureId, String ip, String user, String domain, String source) {
        identities.computeIfAbsent(captureId, k -> new ArrayList<>()).add(new IdentityFact(ip, user, domain, source));
    }

    @Override
    public HostNaming naming(CaptureId captureId) {
        return new HostNaming(names.getOrDefault(captureId, List.of()), identities.getOrDefault(captureId, List.of()));
    }
    int conversationReads;

    /** The capture has these hosts, each announced by ARP from its card, and these protocols. */
    void analysed(CaptureId captureId, Map<String, String> macByIp, List<String> protocols) {
        List<HostProfile> profiles = new ArrayList<>();
        List<Binding> bindings = new ArrayList<>();
        macByIp.forEach((ip, mac) -> {
            profiles.add(new HostProfile(ip, mac, null, new Classification(DeviceType.LAPTOP_DESKTOP, 50, List.of()),
                    null));
            bindings.add(new Binding(ip, mac, Set.of(BindingEvidence.ARP)));
        });
        hosts.put(captureId, profiles);
        frames.put(captureId, new FrameFacts(bindings, null, null, List.of()));
        conversations.put(captureId, new ConversationFacts(List.of(), protocols, List.of(), List.of(), List.of(),
                List.of(), List.of(), 5, 1000));
    }

    @Override
    public ConversationFacts read(CaptureId captureId) {
        conversationReads++;
        return conversations.get(captureId);
    }

    @Override
    public void replace(CaptureId captureId, FrameFacts facts) {
        frames.put(captureId, facts);
    }

    @Override
    public Optional<FrameFacts> find(CaptureId captureId) {
        return Optional.ofNullable(frames.get(captureId));
    }

    @Override
    public void replace(CaptureId captureId, List<HostProfile> profiles) {
        hosts.put(captureId, List.copyOf(profiles));
    }

    @Override
    public void addInitiators(Map<Long, Initiator> byConversation) {
    }

    @Override
    public void deleteByCapture(CaptureId captureId) {
        hosts.remove(captureId);
        frames.remove(captureId);
    }

    @Override
    public Optional<HostProfile> find(CaptureId captureId, String ip) {
        return all(captureId).stream().filter(h -> h.ip().equals(ip)).findFirst();
    }

    @Override
    public List<HostProfile> all(CaptureId captureId) {
        return hosts.getOrDefault(captureId, List.of());
    }

    @Override
    public void setOverrides(CaptureId captureId, Map<String, DeviceOverride> byIp) {
    }

    @Override
    public Optional<Initiator> initiator(long conversationId) {
        return Optional.empty();
    }
}
