package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * INFO: traffic went to or came from a country that the previous snapshot had none with. Content
 * networks answer from other countries from one week to the next, so alone this is worth a look, not an
 * alarm.
 */
final class CountryAppearedRule extends ListChangeRule<String> {

    CountryAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.COUNTRY_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.countries();
    }

    @Override
    ChangeEvent event(String country) {
        return new ChangeEvent(type(), country, null, country, ChangeSeverity.INFO,
                "Traffic with a new country: " + country);
    }
}
