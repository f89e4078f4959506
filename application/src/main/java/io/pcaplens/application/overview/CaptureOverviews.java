package io.pcaplens.application.overview;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.port.FlowRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.overview.BinWidth;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;
import io.pcaplens.domain.overview.port.ConversationStatistics;
import io.pcaplens.domain.overview.port.PacketStatistics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/** A completed capture's overview and its traffic over time, summed from what its analysis stored. */
@ApplicationScoped
public class CaptureOverviews {

    private CaptureRepository captures;
    private PacketStatistics packets;
    private ConversationStatistics conversations;
    private HostRepository hosts;
    private FlowRepository flows;

    /** For the container's proxy. */
    protected CaptureOverviews() {
    }

    @Inject
    public CaptureOverviews(CaptureRepository captures, PacketStatistics packets, ConversationStatistics conversations,
                            HostRepository hosts, FlowRepository flows) {
        this.captures = captures;
        this.flows = flows;
        this.packets = packets;
        this.conversations = conversations;
        this.hosts = hosts;
    }

    /** Packets and bytes over the capture's span in at most {@code bins} bins of a nice width. */
    public Timeline timeline(CaptureId id, int bins) {
        return timeline(completed(id), bins, null);
    }

    /**
     * One host's packets and bytes over the capture's span, in the bins of the capture's own timeline, so that
     * the host's chart lines up with the capture's.
     *
     * @param node an IP address in canonical form, or a layer-2 host's MAC
     */
    public Timeline timeline(CaptureId id, int bins, String node) {
        return timeline(completed(id), bins, node);
    }

    public CaptureOverview overview(CaptureId id) {
        Capture capture = completed(id);
        List<HostProfile> hostTable = hosts.all(id);
        return new CaptureOverview(capture,
                conversations.totals(id),
                CaptureOverview.HostCounts.of(hostTable),
                ProtocolHierarchy.of(packets.layerPaths(id)),
                conversations.applications(id),
                conversations.categories(id),
                conversations.topTalkers(id, CaptureOverview.TOP),
                topFlows(id),
                conversations.countries(id),
                CaptureOverview.DeviceTypeCount.of(hostTable),
                timeline(capture, Timeline.DEFAULT_BINS, null),
                conversations.topAutonomousSystems(id, CaptureOverview.TOP));
    }

    /** One entry per transport connection, however many Protocol labels split it into rows. */
    private List<Flow> topFlows(CaptureId id) {
        ConversationQuery byBytes = ConversationQuery.all().sortedBy(List.of(
                new ConversationQuery.Sort(ConversationField.TOTAL_BYTES, false)));
        return flows.page(id, byBytes, PayloadHits.NONE, 0, CaptureOverview.TOP);
    }

    private Capture completed(CaptureId id) {
        Capture capture = captures.find(id).orElseThrow(() -> new Refusal(
                Refusal.Reason.UNKNOWN_FILE, "there is no file with id " + id));
        if (capture.status() != CaptureStatus.COMPLETED) {
            throw new Refusal(Refusal.Reason.FILE_NOT_COMPLETED,
                    "the analysis of file " + id + " is " + capture.status() + ", not COMPLETED");
        }
        return capture;
    }

    private Timeline timeline(Capture capture, int bins, String node) {
        if (!Timeline.allowed(bins)) {
            throw new IllegalArgumentException("between 1 and " + Timeline.MAX_BINS + " bins, not " + bins);
        }
        // binned by the packets' own earliest and latest time: the capture's start and end are its first and last
        // packet's, which a clock that went backwards puts inside the span
        java.util.Optional<Timeline.Span> span = packets.span(capture.id());
        if (span.isEmpty()) {
            return Timeline.empty();
        }
        Timeline.Span s = span.get();
        long width = BinWidth.of(s.endNanos() - s.startNanos(), bins);
        return Timeline.of(s, width, node == null ? packets.timeline(capture.id(), s.startNanos(), width)
                : packets.timeline(capture.id(), s.startNanos(), width, node));
    }
}
