package io.pcaplens.application.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The files of SMB, TFTP and DICOM traffic, whose objects the extractor ties to no frame: read one pair of hosts
 * at a time, so an object belongs to the pair's flow of its protocol when there is one such flow (else it stays
 * without a row). Beyond {@link ExtractionCandidates#MAX_PARTS} pairs the rest is read at once, and its objects
 * get a row only when their protocol has a single flow in the capture.
 *
 * <p>With more than {@link #PROBED_FROM_PARTS} pairs, all of them are read at once first: each pair costs a
 * tshark start (about 0.6 s of CPU), and most SMB traffic between many hosts (logons, browsing, policy reads)
 * carries no file. Then only the pairs with a flow of a protocol that had objects are read apart, and none when
 * each such protocol has a single flow in the capture, which the objects belong to.
 */
@ApplicationScoped
public class AssembledExtraction {

    /**
     * Up to this many pairs of hosts with SMB, TFTP or DICOM traffic are read apart straight away: with two, a
     * first reading of them all would save at most one tshark start, and cost a second reading of their packets
     * whenever they carry a file.
     */
    static final int PROBED_FROM_PARTS = 2;

    private CandidateExport exports;

    /** For the container's proxy. */
    protected AssembledExtraction() {
    }

    @Inject
    public AssembledExtraction(CandidateExport exports) {
        this.exports = exports;
    }

    List<FoundFile> extract(CaptureId id, List<ConversationRow> rows, long packetCount, Path workDir,
                            CandidateBudget budget) throws ToolFailure, IOException, InterruptedException {
        List<List<ConversationRow>> parts = ExtractionCandidates.assembledParts(rows);
        List<ConversationRow> rest = parts.size() > ExtractionCandidates.MAX_PARTS
                ? parts.get(ExtractionCandidates.MAX_PARTS) : null;
        if (parts.size() > PROBED_FROM_PARTS) {
            List<ConversationRow> all = parts.stream().flatMap(List::stream)
                    .sorted(Comparator.comparingLong(r -> r.traffic().firstFrame())).toList();
            List<ExportedObject> probed = objects(id, all, packetCount,
                    Files.createDirectories(workDir.resolve("assembled-all")), budget);
            Set<String> protocols = probed.stream().map(ExportedObject::protocol).collect(Collectors.toSet());
            if (protocols.stream().allMatch(p -> ExtractionCandidates.soleRow(rows, p) != null)) {
                return probed.stream()
                        .map(o -> new FoundFile(o, null, ExtractionCandidates.soleRow(rows, o.protocol()))).toList();
            }
            parts = parts.stream().filter(part -> protocols.stream()
                    .anyMatch(p -> ExtractionCandidates.holds(part, p))).toList();
        }
        List<FoundFile> found = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            List<ConversationRow> part = parts.get(i);
            boolean merged = part == rest;
            for (ExportedObject o : objects(id, part, packetCount,
                    Files.createDirectories(workDir.resolve("assembled-" + i)), budget)) {
                Long row = merged ? ExtractionCandidates.soleRow(rows, o.protocol())
                        : ExtractionCandidates.carrier(part, o.protocol());
                found.add(new FoundFile(o, null, row));
            }
        }
        return found;
    }

    private List<ExportedObject> objects(CaptureId id, List<ConversationRow> part, long packetCount, Path dir,
                                         CandidateBudget budget)
            throws ToolFailure, IOException, InterruptedException {
        CandidateExport.stopIfInterrupted();
        return budget.spending(ExtractionCandidates.packets(part),
                () -> exports.export(id, part, packetCount, dir, ObjectExtractor.ASSEMBLED)).objects();
    }
}
