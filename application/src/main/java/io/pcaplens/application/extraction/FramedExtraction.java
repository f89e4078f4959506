package io.pcaplens.application.extraction;

import io.pcaplens.application.Lanes;
import io.pcaplens.application.Settings;
import io.pcaplens.application.extraction.CandidateExport.Carrier;
import io.pcaplens.application.extraction.CandidateExport.Export;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.MessageAttachments;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The files of HTTP, e-mail and FTP flows, in one capture per part: the extractor names each object's frame
 * there, and the frame's stored row is the object's row. An e-mail's attachments are files of their own.
 */
@ApplicationScoped
public class FramedExtraction {

    /**
     * The most candidate packets one tree-building tshark reads, as far as pairs of hosts allow: its memory
     * grows with them (tshark 4.0's peak RSS for such a pass: 303 MB at 250,000 packets, 428 MB at 500,000,
     * 706 MB at a million), so each stays about as large as a dissecting one however large the capture. The runs
     * side by side read at most the analysis's parallelism times this together ({@link CandidateBudget}).
     */
    static final long MAX_PART_PACKETS = 500_000;

    private CandidateExport exports;
    private Settings settings;
    private Lanes lanes;
    private MessageAttachments mail;

    /** For the container's proxy. */
    protected FramedExtraction() {
    }

    @Inject
    public FramedExtraction(CandidateExport exports, Settings settings, Lanes lanes, MessageAttachments mail) {
        this.exports = exports;
        this.settings = settings;
        this.lanes = lanes;
        this.mail = mail;
    }

    List<FoundFile> extract(CaptureId id, List<ConversationRow> rows, long packetCount, Path workDir,
                            CandidateBudget budget) throws ToolFailure, IOException, InterruptedException {
        // tree-building passes are the costly ones: as many side by side as the analysis may run, each lane
        // reading its parts one after the other
        int width = settings.parallelism();
        List<List<ConversationRow>> parts = ExtractionCandidates.framedParts(rows, width, MAX_PART_PACKETS);
        List<Callable<List<FoundFile>>> lanesOfParts = new ArrayList<>();
        for (int lane = 0; lane < Math.min(width, parts.size()); lane++) {
            int first = lane;
            lanesOfParts.add(() -> {
                List<FoundFile> found = new ArrayList<>();
                for (int i = first; i < parts.size(); i += width) {
                    Path dir = Files.createDirectories(workDir.resolve("framed-" + i));
                    found.addAll(part(id, rows, parts.get(i), packetCount, dir, budget));
                }
                return found;
            });
        }
        List<FoundFile> found = new ArrayList<>();
        lanes.run(lanesOfParts).forEach(found::addAll);
        return found;
    }

    private List<FoundFile> part(CaptureId id, List<ConversationRow> rows, List<ConversationRow> part,
                                 long packetCount, Path dir, CandidateBudget budget)
            throws ToolFailure, IOException, InterruptedException {
        Export export = budget.spending(ExtractionCandidates.packets(part),
                () -> exports.export(id, part, packetCount, dir, ObjectExtractor.FRAMED));
        Map<Long, Carrier> carriers = exports.carriers(id, export);
        List<FoundFile> found = new ArrayList<>();
        for (ExportedObject o : export.objects()) {
            Carrier c = carriers.get(o.frameNumber());
            FoundFile message = c != null ? new FoundFile(o, c.frame(), c.conversation())
                    : new FoundFile(o, null, ExtractionCandidates.soleRow(rows, o.protocol()));
            found.add(message);
            found.addAll(attachments(message, dir.resolve("attachments-" + found.size())));
        }
        return found;
    }

    /** An e-mail's attachments, each a file of its own beside the message, from the message's frame and row. */
    private List<FoundFile> attachments(FoundFile message, Path dir) throws IOException, InterruptedException {
        if (!message.object().protocol().equals(MessageAttachments.MAIL_PROTOCOL)) {
            return List.of();
        }
        CandidateExport.stopIfInterrupted();
        return mail.attachments(message.object(), Files.createDirectories(dir)).stream()
                .map(a -> new FoundFile(a, message.frame(), message.conversation())).toList();
    }
}
