package io.pcaplens.rest.conversation;

import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.rest.conversation.ConversationBody.AlertBody;

import java.util.List;

/**
 * The IDS part as the API writes it: the distinct rule names, and each alert; both null when intrusion detection
 * did not run.
 */
record IdsFields(List<String> idsAlerts, List<AlertBody> idsAlertDetails) {

    static final CsvColumn<RowParts> IDS_ALERTS = CsvColumn.list("idsAlerts", r -> r.ids().idsAlerts());

    static IdsFields of(List<IdsAlert> alerts) {
        if (alerts == null) {
            return new IdsFields(null, null);
        }
        return new IdsFields(alerts.stream().map(IdsAlert::signature).distinct().toList(),
                alerts.stream().map(a -> new AlertBody(a.signature(), a.signatureId(), a.severity())).toList());
    }
}
