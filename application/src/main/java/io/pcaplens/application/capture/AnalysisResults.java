package io.pcaplens.application.capture;

import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.application.extraction.FileExtraction;
import io.pcaplens.application.host.HostClassification;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * What an analysis leaves in storage: conversations, hosts, packets and extracted files. A claimed capture is
 * cleared of whatever an interrupted earlier run left, so running a job again gives the same result as
 * running it once; a failed run that keeps nothing is cleared again.
 */
@ApplicationScoped
public class AnalysisResults {

    private static final Logger LOG = Logger.getLogger(AnalysisResults.class.getName());

    private ConversationRepository conversations;
    private PacketRepository packets;
    private HostClassification hosts;
    private FileExtraction files;
    private PayloadSearch payloadSearch;

    /** For the container's proxy. */
    protected AnalysisResults() {
    }

    @Inject
    public AnalysisResults(ConversationRepository conversations, PacketRepository packets, HostClassification hosts,
                           FileExtraction files, PayloadSearch payloadSearch) {
        this.conversations = conversations;
        this.packets = packets;
        this.hosts = hosts;
        this.files = files;
        this.payloadSearch = payloadSearch;
    }

    /** Clears what an earlier run left and makes room for the capture's packets. */
    public void prepare(CaptureId captureId) {
        payloadSearch.forget(captureId);
        conversations.deleteByCapture(captureId);
        hosts.deleteByCapture(captureId);
        packets.prepare(captureId);
    }

    /** Stores the enriched conversations, then the hosts, which refer to them. */
    public void store(CaptureId captureId, HostClassification.Classified enriched) {
        conversations.addAll(enriched.rows());
        hosts.store(captureId, enriched);
        // a payload search made while the capture's packets were still being written saw only some of them
        payloadSearch.forget(captureId);
    }

    /** Builds what reading packets per conversation needs, once they are all written. */
    public void index(CaptureId captureId) {
        packets.finish(captureId);
    }

    /** Removes everything a failed run stored; what cannot be removed is logged and left. */
    public void clear(CaptureId captureId) {
        try {
            payloadSearch.forget(captureId);
            conversations.deleteByCapture(captureId);
            hosts.deleteByCapture(captureId);
            packets.drop(captureId);
            files.clear(captureId);
        } catch (RuntimeException | IOException e) {
            LOG.log(Level.WARNING, "could not clear the partial results of capture " + captureId, e);
        }
    }
}
