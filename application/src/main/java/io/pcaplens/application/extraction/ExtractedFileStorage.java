package io.pcaplens.application.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.extraction.ConnectionFileCounts;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import io.pcaplens.domain.packet.FileMagic;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A capture's extracted files as kept: their bytes in the file store, their records in the repository, and how
 * many each connection carried on its rows ({@link ConnectionFileCounts}).
 */
@ApplicationScoped
public class ExtractedFileStorage {

    private static final Logger LOG = Logger.getLogger(ExtractedFileStorage.class.getName());
    /** FileMagic looks at this many first bytes. */
    private static final int MAGIC_BYTES = 1024;

    private ExtractedFileRepository files;
    private ExtractedFileStore bytes;

    /** For the container's proxy. */
    protected ExtractedFileStorage() {
    }

    @Inject
    public ExtractedFileStorage(ExtractedFileRepository files, ExtractedFileStore bytes) {
        this.files = files;
        this.bytes = bytes;
    }

    void store(CaptureId captureId, List<ConversationRow> rows, List<FoundFile> found) throws IOException {
        // the bytes are kept under drawn ids before the rows are written: a listed file always has its bytes
        List<Long> ids = files.newIds(found.size());
        List<ExtractedFile> records = new ArrayList<>(found.size());
        Map<Long, Integer> counts = new LinkedHashMap<>();
        for (int i = 0; i < found.size(); i++) {
            FoundFile f = found.get(i);
            ExportedObject o = f.object();
            ExtractedFileStore.Kept kept = bytes.keep(captureId, ids.get(i), o.content(), MAGIC_BYTES);
            records.add(new ExtractedFile(ids.get(i), captureId, f.conversation(), o.protocol(), o.name(), kept.size(),
                    kept.sha256(), FileMagic.detect(kept.head()).orElse(null), f.frame()));
            if (f.conversation() != null) {
                counts.merge(f.conversation(), 1, Integer::sum);
            }
        }
        files.addAll(records);
        files.updateCounts(captureId, ConnectionFileCounts.of(rows, counts));
    }

    /** Removes a capture's extracted files, records and bytes. */
    void clear(CaptureId captureId) throws IOException {
        files.deleteByCapture(captureId);
        bytes.deleteAll(captureId);
    }

    /** After a failed or stopped extraction: no file and no count of one is left of it. */
    void clearQuietly(CaptureId captureId) {
        try {
            clear(captureId);
            files.updateCounts(captureId, Map.of());
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "could not clear the extracted files of " + captureId, e);
        }
    }
}
