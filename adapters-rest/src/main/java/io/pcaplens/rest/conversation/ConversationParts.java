package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.flow.FlowFacts;

/** A stored conversation cut into its parts' API fields, for its body and its CSV line. */
record ConversationParts(
        ConversationRow row,
        EndpointFields endpoints,
        TrafficFields traffic,
        ContentFields content,
        DpiFields dpi,
        TlsFields tls,
        IdsFields ids,
        RuleFields rules,
        HostFields hosts) implements RowParts {

    /** A row without flow facts shows no application, no TLS metadata and no risk. */
    static ConversationParts of(ConversationRow r) {
        Identity e = r.identity();
        FlowFacts f = r.flow() == null ? FlowFacts.NONE : r.flow();
        return new ConversationParts(r,
                EndpointFields.of(e.transport(), e.srcIp(), e.srcPort(), e.dstIp(), e.dstPort(), e.communityId()),
                TrafficFields.of(r.traffic()),
                new ContentFields(r.labels().dissectorProtocol(), r.labels().fileTypes(), r.labels().httpUserAgents()),
                DpiFields.of(f.dpi()), TlsFields.of(f.tls()), IdsFields.of(r.idsAlerts()),
                RuleFields.of(r.customRules()),
                HostFields.of(r.srcHost(), r.dstHost()));
    }

    @Override
    public long id() {
        return row.id().value();
    }

    @Override
    public int extractedFileCount() {
        return row.extractedFileCount();
    }

    static final CsvColumn<ConversationParts> PROTOCOL = CsvColumn.text("protocol", c -> c.row().labels().protocol());
}
