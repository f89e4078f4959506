package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.SnapshotQueries.SnapshotDetail;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.Violations;

import java.util.List;

/**
 * What change detection saw in one snapshot (API: {@code .../snapshots/{id}/facts}), with the snapshot's
 * place and summary. {@code idsAlerts} is absent when IDS did not run for the capture, {@code organisations} for facts
 * kept from before they were recorded, {@code gateway} and
 * {@code upstreamPeer} when no traffic showed them, {@code destinations} (bytes the network's hosts sent to each
 * off-site address) for facts kept from before they were recorded; {@code violations} lists what the snapshot holds that
 * breaks policy or threatens the network, new or not.
 */
public record FactsBody(SnapshotBody snapshot, List<FactHost> hosts, List<FactBinding> bindings,
                        List<FactContested> contestedAddresses, List<FactService> services, List<String> applications,
                        List<String> protocols, FactGateway gateway, String upstreamPeer, List<String> countries,
                        List<String> organisations, List<String> risks, List<String> idsAlerts, List<FactRule> ruleMatches,
                        List<FactViolation> violations, List<FactDestination> destinations, SummaryBody summary) {

    public record FactHost(String ip, String mac, String deviceType, String vendor) {
    }

    /** {@code vendor} absent when the card's maker is unknown. */
    public record FactBinding(String ip, String mac, List<String> evidence, String vendor) {
    }

    public record FactDestination(String ip, long bytes) {
    }

    public record FactContested(String ip, List<String> macs) {
    }

    public record FactService(String ip, int port, String transport, String entity) {
    }

    public record FactGateway(String mac, String ip) {
    }

    public record FactRule(String name, String severity) {
    }

    /** A fact of the snapshot that breaks policy or threatens the network, new or not. */
    public record FactViolation(String type, String entity, String severity) {
    }

    static FactsBody from(SnapshotDetail detail) {
        SnapshotFacts f = detail.facts();
        return new FactsBody(SnapshotBody.from(detail.view()),
                f.hosts().stream().map(h -> new FactHost(h.ip(), h.mac(), h.deviceType().label(), h.vendor())).toList(),
                f.bindings().stream().map(b -> new FactBinding(b.ip(), b.mac(),
                        b.evidence().stream().map(Enum::name).toList(), b.vendor())).toList(),
                f.contestedAddresses().stream().map(c -> new FactContested(c.ip(), c.macs())).toList(),
                f.services().stream().map(s -> new FactService(s.ip(), s.port(), s.transport().name(), s.entity()))
                        .toList(),
                f.applications(), f.protocols(),
                f.gateway() == null ? null : new FactGateway(f.gateway().mac(), f.gateway().ip()),
                f.upstreamPeer(), f.countries(), f.organisations(), f.risks(), f.idsAlerts(),
                f.ruleMatches().stream().map(m -> new FactRule(m.name(), m.severity().apiName())).toList(),
                Violations.of(f).stream().map(v -> new FactViolation(v.type().name(), v.entity(), v.severity().name()))
                        .toList(),
                f.destinations() == null ? null
                        : f.destinations().stream().map(d -> new FactDestination(d.ip(), d.bytes())).toList(),
                SummaryBody.from(detail.view().summary()));
    }
}
