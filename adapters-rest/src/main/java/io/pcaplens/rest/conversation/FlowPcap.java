package io.pcaplens.rest.conversation;

import io.pcaplens.rest.ContentDisposition;

import io.pcaplens.application.conversation.ConversationExport;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.PcapFileName;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

import java.util.List;

/**
 * A whole connection as a download: every packet of a flow's rows, named after its initiator, responder and
 * start. The flow's own download and a row's "whole connection" give the same file.
 */
final class FlowPcap {

    private FlowPcap() {
    }

    static Response of(Flow flow, ConversationExport export) {
        List<ConversationId> rows = flow.legs().stream().map(Flow.Leg::conversationId).toList();
        StreamingOutput body = out -> export.export(flow.captureId(), rows, out);
        return Response.ok(body, "application/vnd.tcpdump.pcap")
                .header("Content-Disposition", ContentDisposition.attachment(PcapFileName.of(flow))).build();
    }
}
