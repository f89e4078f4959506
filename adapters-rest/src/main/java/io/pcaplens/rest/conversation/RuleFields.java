package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.rest.conversation.ConversationBody.RuleBody;

import java.util.List;

/** The custom rules that fired, as the API writes them; null before the rules were evaluated. */
record RuleFields(List<RuleBody> customRules) {

    /** The CSV names the rules only. */
    static final CsvColumn<RowParts> CUSTOM_RULES = CsvColumn.list("customRules", r -> r.rules().customRules() == null
            ? null : r.rules().customRules().stream().map(RuleBody::name).toList());

    static RuleFields of(List<RuleMatch> rules) {
        return new RuleFields(rules == null ? null
                : rules.stream().map(m -> new RuleBody(m.name(), m.severity().apiName())).toList());
    }
}
