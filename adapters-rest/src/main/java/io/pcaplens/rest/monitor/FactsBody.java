package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.SnapshotQueries.SnapshotDetail;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.Violations;

import java.util.List;

/**
 * What change detection saw in one snapshot (API: {@code .../snapshots/{id}/facts}), with the snapshot's
 * place and summary. {@code idsAlerts} is absent when IDS did not run for the capture, {@code gateway} and
 * {@code upstreamPeer} when no traffic showed them; {@code violations} lists what the snapshot holds that
 * breaks policy or threatens the network, new or not.
 */
public record FactsBody(SnapshotBody snapshot, List<Host> hosts, List<BindingItem> bindings,
                        List<Contested> contestedAddresses, List<Service> services, List<String> applications,
                        List<String> protocols, Gateway gateway, String upstreamPeer, List<String> countries,
                        List<String> risks, List<String> idsAlerts, List<Rule> ruleMatches,
                        List<Violation> violations, SummaryBody summary) {

    public record Host(String ip, String mac, String deviceType, String vendor) {
    }

    public record BindingItem(String ip, String mac, List<String> evidence) {
    }

    public record Contested(String ip, List<String> macs) {
    }

    public record Service(String ip, int port, String transport, String entity) {
    }

    public record Gateway(String mac, String ip) {
    }

    public record Rule(String name, String severity) {
    }

    /** A fact of the snapshot that breaks policy or threatens the network, new or not. */
    public record Violation(String type, String entity, String severity) {
    }

    static FactsBody from(SnapshotDetail detail) {
        SnapshotFacts f = detail.facts();
        return new FactsBody(SnapshotBody.from(detail.view()),
                f.hosts().stream().map(h -> new Host(h.ip(), h.mac(), h.deviceType().label(), h.vendor())).toList(),
                f.bindings().stream().map(b -> new BindingItem(b.ip(), b.mac(),
                        b.evidence().stream().map(Enum::name).toList())).toList(),
                f.contestedAddresses().stream().map(c -> new Contested(c.ip(), c.macs())).toList(),
                f.services().stream().map(s -> new Service(s.ip(), s.port(), s.transport().name(), s.entity()))
                        .toList(),
                f.applications(), f.protocols(),
                f.gateway() == null ? null : new Gateway(f.gateway().mac(), f.gateway().ip()),
                f.upstreamPeer(), f.countries(), f.risks(), f.idsAlerts(),
                f.ruleMatches().stream().map(m -> new Rule(m.name(), m.severity().apiName())).toList(),
                Violations.of(f).stream().map(v -> new Violation(v.type().name(), v.entity(), v.severity().name()))
                        .toList(),
                SummaryBody.from(detail.view().summary()));
    }
}
