package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * INFO: traffic went to or came from the autonomous system of an organisation that the previous snapshot had
 * none with. Like a new country it is worth a look, not an alarm: content networks and clouds answer from the
 * systems of other organisations from one week to the next, and a real network meets new ones every week. It
 * tells an analyst where to look (a desktop suddenly talking to a hosting company), not that something is wrong.
 */
final class OrganisationAppearedRule extends ListChangeRule<String> {

    OrganisationAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.ORGANISATION_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.organisations();
    }

    @Override
    ChangeEvent event(String organisation) {
        return new ChangeEvent(type(), organisation, null, organisation, ChangeSeverity.INFO,
                "Traffic with a new external organisation: " + organisation);
    }
}
