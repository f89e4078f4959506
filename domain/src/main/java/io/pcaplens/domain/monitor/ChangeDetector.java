package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Compares a snapshot's facts with the previous snapshot's (spec 4.3 rule 2) by running every change rule,
 * one per kind of change, and returns the changes most severe first.
 *
 * <p>It depends on the two snapshots' facts only, so a pair can be compared again at any time (after a
 * snapshot is inserted or removed next to it) with the same result, and the same event identities.
 */
public final class ChangeDetector {

    private static final Comparator<ChangeEvent> MOST_SEVERE_FIRST = Comparator
            .comparing(ChangeEvent::severity, Comparator.reverseOrder())
            .thenComparing(ChangeEvent::type)
            .thenComparing(ChangeEvent::entity);

    private final List<ChangeRule> rules;

    public ChangeDetector(List<ChangeRule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** Every rule the monitor has. */
    public static ChangeDetector standard() {
        return new ChangeDetector(List.of(
                new HostAppearedRule(),
                new HostDisappearedRule(),
                new MacAppearedRule(),
                new MacDisappearedRule(),
                new AddressReboundRule(),
                new AddressConflictRule(),
                new GatewayChangedRule(),
                new UpstreamChangedRule(),
                new ServiceAppearedRule(),
                new ServiceDisappearedRule(),
                new ApplicationAppearedRule(),
                new ApplicationGoneRule(),
                new ProtocolAppearedRule(),
                new ProtocolGoneRule(),
                new DeviceTypeChangedRule(),
                new RiskAppearedRule(),
                new IdsAlertAppearedRule(),
                new RuleMatchAppearedRule(),
                new CountryAppearedRule(),
                new OrganisationAppearedRule(),
                new VolumeSurgeRule(),
                new FindingAppearedRule(),
                new HostRenamedRule(),
                new IdentityAppearedRule(),
                new DhcpServerAppearedRule()));
    }

    public List<ChangeRule> rules() {
        return rules;
    }

    public List<ChangeEvent> detect(Comparison comparison) {
        List<ChangeEvent> events = new ArrayList<>();
        for (ChangeRule rule : rules) {
            events.addAll(rule.detect(comparison));
        }
        events.sort(MOST_SEVERE_FIRST);
        return events;
    }
}
