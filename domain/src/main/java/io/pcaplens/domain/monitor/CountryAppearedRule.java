package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * INFO: traffic went to or came from a country that the previous snapshot had none with. Content
 * networks answer from other countries from one week to the next, so alone this is worth a look, not an
 * alarm.
 */
final class CountryAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.COUNTRY_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().countries(), c.current().countries()).added().stream()
                .map(country -> new ChangeEvent(type(), country, null, country, ChangeSeverity.INFO,
                        "Traffic with a new country: " + country))
                .toList();
    }
}
