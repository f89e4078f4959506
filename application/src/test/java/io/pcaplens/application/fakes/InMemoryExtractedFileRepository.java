package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Extracted-file records in a list, with the per-row counts kept beside them. */
public class InMemoryExtractedFileRepository implements ExtractedFileRepository {

    private final List<ExtractedFile> files = new ArrayList<>();
    private final Map<CaptureId, Map<Long, Integer>> counts = new HashMap<>();
    private long nextId = 1;

    @Override
    public synchronized List<Long> newIds(int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(nextId++);
        }
        return ids;
    }

    @Override
    public synchronized void addAll(List<ExtractedFile> added) {
        files.addAll(added);
    }

    @Override
    public synchronized List<ExtractedFile> list(CaptureId captureId, ExtractedFileFilter filter, int offset, int limit) {
        return files.stream().filter(f -> f.captureId().equals(captureId)).filter(filter::matches)
                .sorted(Comparator.comparing(ExtractedFile::frameNumber,
                        Comparator.nullsLast(Comparator.<Long>naturalOrder())).thenComparing(ExtractedFile::id))
                .skip(offset).limit(limit)
                .toList();
    }

    @Override
    public synchronized long count(CaptureId captureId, ExtractedFileFilter filter) {
        return files.stream().filter(f -> f.captureId().equals(captureId)).filter(filter::matches).count();
    }

    @Override
    public synchronized Optional<ExtractedFile> find(CaptureId captureId, long id) {
        return files.stream().filter(f -> f.captureId().equals(captureId) && f.id() == id).findFirst();
    }

    @Override
    public synchronized void updateCounts(CaptureId captureId, Map<Long, Integer> countByConversation) {
        counts.put(captureId, Map.copyOf(countByConversation));
    }

    /** The extracted-file count of each row, as last written for the capture. */
    public synchronized Map<Long, Integer> counts(CaptureId captureId) {
        return counts.getOrDefault(captureId, Map.of());
    }

    @Override
    public synchronized void deleteByCapture(CaptureId captureId) {
        files.removeIf(f -> f.captureId().equals(captureId));
    }
}
