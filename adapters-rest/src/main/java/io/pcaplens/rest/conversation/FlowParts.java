package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.flow.FlowFacts;

/** A transport flow cut into its parts' API fields, for its body and its CSV line. */
record FlowParts(
        Flow flow,
        EndpointFields endpoints,
        TrafficFields traffic,
        ContentFields content,
        DpiFields dpi,
        TlsFields tls,
        IdsFields ids,
        RuleFields rules,
        HostFields hosts) implements RowParts {

    /** A flow without facts shows no application, no TLS metadata and no risk. */
    static FlowParts of(Flow f) {
        FlowFacts d = f.facts() == null ? FlowFacts.NONE : f.facts();
        return new FlowParts(f,
                EndpointFields.of(f.transport(), f.srcIp(), f.srcPort(), f.dstIp(), f.dstPort(), f.communityId()),
                TrafficFields.of(f.traffic()),
                new ContentFields(f.dissectorProtocol(), f.fileTypes(), f.httpUserAgents()),
                DpiFields.of(d.dpi()), TlsFields.of(d.tls()), IdsFields.of(f.idsAlerts()),
                RuleFields.of(f.customRules()),
                HostFields.of(f.srcHost(), f.dstHost()));
    }

    @Override
    public long id() {
        return flow.id();
    }

    @Override
    public int extractedFileCount() {
        return flow.extractedFileCount();
    }

    /** How the src side was told: it sent the first SYN, or the first packet. */
    String initiator() {
        return flow.openedBySyn() ? "SYN" : "FIRST_PACKET";
    }

    static final CsvColumn<FlowParts> INITIATOR = CsvColumn.text("initiator", FlowParts::initiator);
    static final CsvColumn<FlowParts> LABELS = CsvColumn.list("labels",
            f -> f.flow().legs().stream().map(l -> l.protocol() + " " + l.packets()).toList());
    static final CsvColumn<FlowParts> CONVERSATION_IDS = CsvColumn.list("conversationIds",
            f -> f.flow().legs().stream().map(l -> String.valueOf(l.conversationId().value())).toList());
}
