package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rules for new findings of the analysis: {@link RiskAppearedRule}, {@link IdsAlertAppearedRule},
 * {@link RuleMatchAppearedRule}, {@link CountryAppearedRule},
 * {@link OrganisationAppearedRule}. Only what is new counts; what goes on is not
 * repeated.
 */
class FindingRulesTest {

    @Test
    void aNewRiskIsAWarning() {
        // week 3 of the office series: Telnet brings nDPI's unsafe_protocol
        Facts week2 = facts().risks("known_protocol_on_non_standard_port");
        Facts week3 = facts().risks("known_protocol_on_non_standard_port", "unsafe_protocol");

        assertEquals(List.of(new ChangeEvent(ChangeType.RISK_APPEARED, "unsafe_protocol", null, "unsafe_protocol",
                        ChangeSeverity.WARNING, "New risk unsafe_protocol")),
                new RiskAppearedRule().detect(between(week2, week3)));
        assertEquals(List.of(), new RiskAppearedRule().detect(between(week3, week2)));
        assertEquals(List.of(), new RiskAppearedRule().detect(Comparison.baseline(week3.build())));
    }

    @Test
    void aNewIdsAlertIsAWarningWhenIdsRanForBothSnapshots() {
        Facts quiet = facts().idsAlerts();
        Facts alerted = facts().idsAlerts("ET POLICY Telnet login");

        assertEquals(List.of(new ChangeEvent(ChangeType.IDS_ALERT_APPEARED, "ET POLICY Telnet login", null,
                        "ET POLICY Telnet login", ChangeSeverity.WARNING, "New IDS alert ET POLICY Telnet login")),
                new IdsAlertAppearedRule().detect(between(quiet, alerted)));
        // the previous capture was analysed without IDS: nothing to compare with
        assertEquals(List.of(), new IdsAlertAppearedRule().detect(between(facts(), alerted)));
    }

    @Test
    void aNewCustomRuleMatchTakesItsSeverityFromTheRule() {
        Facts before = facts().rule("cleartext-credentials", Severity.HIGH);
        Facts after = facts().rule("cleartext-credentials", Severity.HIGH).rule("web-attack-request", Severity.CRITICAL)
                .rule("cleartext-telnet", Severity.HIGH).rule("bittorrent", Severity.MEDIUM)
                .rule("ssh-obsolete-version", Severity.LOW);

        List<ChangeEvent> events = new RuleMatchAppearedRule().detect(between(before, after));

        assertEquals(List.of("bittorrent", "cleartext-telnet", "ssh-obsolete-version", "web-attack-request"),
                events.stream().map(ChangeEvent::entity).toList());
        assertEquals(List.of(ChangeSeverity.WARNING, ChangeSeverity.WARNING, ChangeSeverity.INFO,
                ChangeSeverity.CRITICAL), events.stream().map(ChangeEvent::severity).toList());
        assertEquals("Custom rule cleartext-telnet (high) fired", events.get(1).description());
        assertEquals("high", events.get(1).after());
    }

    @Test
    void aNewCountryIsInformation() {
        Facts before = facts().countries("Germany");
        Facts after = facts().countries("Germany", "Netherlands");

        assertEquals(List.of(new ChangeEvent(ChangeType.COUNTRY_APPEARED, "Netherlands", null, "Netherlands",
                        ChangeSeverity.INFO, "Traffic with a new country: Netherlands")),
                new CountryAppearedRule().detect(between(before, after)));
    }

    @Test
    void aNewExternalOrganisationIsInformation() {
        Facts before = facts().organisations("Google LLC", "Cloudflare, Inc.");
        Facts after = facts().organisations("Google LLC", "Hetzner Online GmbH");

        assertEquals(List.of(new ChangeEvent(ChangeType.ORGANISATION_APPEARED, "Hetzner Online GmbH", null,
                        "Hetzner Online GmbH", ChangeSeverity.INFO,
                        "Traffic with a new external organisation: Hetzner Online GmbH")),
                new OrganisationAppearedRule().detect(between(before, after)));
        assertEquals(List.of(), new OrganisationAppearedRule().detect(between(after, facts().organisations("Google LLC"))),
                "an organisation no longer seen is not reported");
    }

    @Test
    void organisationsAreNotComparedWithFactsKeptFromBeforeTheyWereRecorded() {
        Facts before = facts().organisationsUnknown();
        Facts after = facts().organisations("Google LLC");

        assertEquals(List.of(), new OrganisationAppearedRule().detect(between(before, after)));
    }
}
