package io.pcaplens.application.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.host.CaptureHosts;
import io.pcaplens.domain.host.ConversationRole;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.host.port.VendorDirectory;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;
import io.pcaplens.domain.signature.DeviceOverride;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Device classification of a capture's hosts (spec 10.2 Device Type): classified at the end of an analysis,
 * overridden by custom rules, and shown per conversation in the host popup (spec 10.5). What the frames
 * showed of the network itself (bindings, gateway, services) is stored beside the hosts for the monitor, and
 * the monitor's facts of the capture are dropped whenever what they were computed from changes.
 */
@ApplicationScoped
public class HostClassification {

    private HostRepository hosts;
    private ConversationRepository conversations;
    private VendorDirectory vendors;
    private FrameFactsRepository frameFacts;
    private SnapshotFactsRepository snapshotFacts;
    private final CaptureHosts census = new CaptureHosts();

    /** For the container's proxy. */
    protected HostClassification() {
    }

    @Inject
    public HostClassification(HostRepository hosts, ConversationRepository conversations, VendorDirectory vendors,
                              FrameFactsRepository frameFacts, SnapshotFactsRepository snapshotFacts) {
        this.hosts = hosts;
        this.conversations = conversations;
        this.vendors = vendors;
        this.frameFacts = frameFacts;
        this.snapshotFacts = snapshotFacts;
    }

    /**
     * The rows with their endpoints' device types, and the hosts and frame facts to store once the rows are
     * stored.
     */
    public record Classified(List<ConversationRow> rows, CaptureHosts.Result hosts, FrameFacts frames) {
    }

    /** Classifies every host the packets showed, reading the finished rows (DPI attached) for their roles. */
    public Classified classify(HostTable table, FrameFacts frames, List<ConversationRow> rows) {
        CaptureHosts.Result result = census.classify(table, rows, mac -> vendors.vendorOf(mac).orElse(null));
        Map<String, DeviceType> types = result.deviceTypeByIp();
        List<ConversationRow> typed = new ArrayList<>(rows.size());
        for (ConversationRow r : rows) {
            typed.add(r.withHosts(r.srcHost().withDeviceType(types.get(r.identity().srcIp())),
                    r.dstHost().withDeviceType(types.get(r.identity().dstIp()))));
        }
        return new Classified(typed, result, frames);
    }

    /** Stores the hosts and the conversations' initiators; the conversations must be stored already. */
    public void store(CaptureId captureId, Classified classified) {
        hosts.replace(captureId, classified.hosts().hosts());
        hosts.addInitiators(classified.hosts().initiators());
        frameFacts.replace(captureId, classified.frames());
    }

    public void deleteByCapture(CaptureId captureId) {
        snapshotFacts.forget(captureId);
        frameFacts.deleteByCapture(captureId);
        hosts.deleteByCapture(captureId);
    }

    /**
     * Applies the device types custom rules name for a capture's hosts, at 100 % confidence; a host no rule
     * names any longer goes back to the classifier's verdict. The conversations' device types follow. The
     * capture's hosts must be stored already: an analysis stores them right after its conversations.
     */
    public void applyOverrides(CaptureId captureId, Map<String, DeviceOverride> overrides) {
        hosts.setOverrides(captureId, overrides);
        // the rules' matches and device types are part of the monitor's facts of the capture
        snapshotFacts.forget(captureId);
        Map<String, DeviceType> types = new HashMap<>();
        for (HostProfile h : hosts.all(captureId)) {
            types.put(h.ip(), h.effectiveType());
        }
        conversations.updateDeviceTypes(captureId, types);
    }

    /** What the popup shows for one endpoint of one conversation; empty when it is not an endpoint of it. */
    public record HostPopup(ConversationRow conversation, String ip, ConversationRole role, HostProfile host, Geo geo) {
    }

    /** Empty when the conversation does not exist or the address is not one of its endpoints. */
    public Optional<HostPopup> popup(ConversationId conversationId, String ip) {
        Optional<ConversationRow> row = conversations.find(conversationId);
        if (row.isEmpty()) {
            return Optional.empty();
        }
        ConversationRow r = row.get();
        Initiator opener = hosts.initiator(conversationId.value()).orElse(null);
        return ConversationRole.of(r.identity(), ip, opener).map(role -> new HostPopup(r, ip, role,
                hosts.find(r.captureId(), ip).orElse(null), r.hostOf(ip).geo()));
    }
}
