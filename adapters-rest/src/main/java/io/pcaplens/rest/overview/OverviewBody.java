package io.pcaplens.rest.overview;

import io.pcaplens.rest.Timestamps;
import io.pcaplens.rest.capture.FileBody;
import io.pcaplens.rest.conversation.FlowBody;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/** A capture's overview in the API (api.md, Overview): the summary and every chart's series. */
public record OverviewBody(
        String fileId,
        OverviewSummaryBody summary,
        @Schema(description = "Wireshark's Protocol Hierarchy Statistics: frames and bytes per layer, nested")
        List<LayerBody> protocolHierarchy,
        List<ShareBody> applications,
        List<ShareBody> categories,
        @Schema(description = "the 10 hosts whose conversations carried the most bytes")
        List<TalkerBody> topTalkers,
        @Schema(description = "the 10 transport flows with the most bytes, each once whatever Protocol labels split it"
                + " into rows, as the flows list gives them")
        List<FlowBody> topFlows,
        @Schema(description = "countries of the external (geolocated) hosts")
        List<CountryBody> countries,
        List<DeviceTypeBody> deviceTypes,
        TimelineBody timeline,
        @Schema(description = "the 10 autonomous systems of the external (geolocated) hosts whose conversations"
                + " carried the most bytes")
        List<AsnBody> topAsns) {

    public record OverviewSummaryBody(
            long packets,
            long conversations,
            @Schema(description = "transport flows: the rows of one connection under several protocol labels count once")
            long flows,
            long bytes,
            String captureStart,
            String captureEnd,
            Long durationNanos,
            long internalHosts,
            long externalHosts,
            Map<String, FileBody.ToolBody> tools) {
    }

    public record LayerBody(String protocol, long frames, long bytes, List<LayerBody> children) {

        static LayerBody from(ProtocolHierarchy.Layer l) {
            return new LayerBody(l.protocol(), l.frames(), l.bytes(), l.children().stream().map(LayerBody::from).toList());
        }
    }

    public record ShareBody(String name, long conversations, long bytes) {
    }

    public record TalkerBody(String ip, long packets, long bytes) {
    }

    public record CountryBody(String countryCode, String country, long hosts, long conversations) {
    }

    public record DeviceTypeBody(String deviceType, long hosts) {
    }

    public record AsnBody(String asn, String org, long hosts, long conversations, long bytes) {
    }

    public static OverviewBody from(CaptureOverview o) {
        Capture c = o.capture();
        Long duration = c.captureStartNanos() == null || c.captureEndNanos() == null ? null
                : c.captureEndNanos() - c.captureStartNanos();
        OverviewSummaryBody summary = new OverviewSummaryBody(c.packetCount() == null ? 0 : c.packetCount(),
                o.totals().conversations(), o.totals().flows(), o.totals().bytes(),
                Timestamps.ofNanos(c.captureStartNanos()), Timestamps.ofNanos(c.captureEndNanos()), duration,
                o.hosts().internal(), o.hosts().external(), FileBody.tools(c.tools() == null ? Map.of() : c.tools()));
        return new OverviewBody(c.id().value(), summary,
                o.protocols().layers().stream().map(LayerBody::from).toList(),
                o.applications().stream().map(s -> new ShareBody(s.name(), s.conversations(), s.bytes())).toList(),
                o.categories().stream().map(s -> new ShareBody(s.name(), s.conversations(), s.bytes())).toList(),
                o.topTalkers().stream().map(t -> new TalkerBody(t.ip(), t.packets(), t.bytes())).toList(),
                o.topFlows().stream().map(FlowBody::from).toList(),
                o.countries().stream().map(x -> new CountryBody(x.code(), x.name(), x.hosts(), x.conversations())).toList(),
                o.deviceTypes().stream().map(d -> new DeviceTypeBody(d.type(), d.hosts())).toList(),
                TimelineBody.from(o.timeline()),
                o.topAutonomousSystems().stream()
                        .map(a -> new AsnBody(a.asn(), a.organisation(), a.hosts(), a.conversations(), a.bytes())).toList());
    }
}
