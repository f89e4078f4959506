package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.CaptureRepository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Capture records in memory, made in the state a test needs. */
final class InMemoryCaptures implements CaptureRepository {

    private final Map<CaptureId, Capture> captures = new LinkedHashMap<>();

    /** A completed capture whose first frame is at {@code start}; returns its id. */
    CaptureId completed(String start) {
        return put(CaptureStatus.COMPLETED, null, Instant.parse(start));
    }

    CaptureId put(CaptureStatus status, String reason, Instant start) {
        CaptureId id = new CaptureId(UUID.randomUUID().toString());
        Long nanos = start == null ? null : start.getEpochSecond() * 1_000_000_000L + start.getNano();
        captures.put(id, new Capture(id, new CaptureUpload(id + ".pcap", 100, id.value().replace("-", "") + "0".repeat(32),
                CaptureFormat.PCAP, new AnalysisOptions(true, true, false), Instant.EPOCH),
                new AnalysisState(status, reason, new Progress(100, Progress.DONE), Instant.EPOCH),
                new CaptureFindings(nanos, nanos, 10L, 3, Map.of(), List.of())));
        return id;
    }

    /** The capture was analysed by these tools. */
    void tools(CaptureId id, Map<String, ToolOutcome> tools) {
        Capture c = captures.get(id);
        CaptureFindings f = c.findings();
        captures.put(id, c.withFindings(new CaptureFindings(f.startNanos(), f.endNanos(), f.packets(),
                f.conversations(), tools, f.warnings())));
    }

    /** The capture's analysis runs again: it is no longer COMPLETED, then it is. */
    void status(CaptureId id, CaptureStatus status) {
        Capture c = captures.get(id);
        AnalysisState a = c.analysis();
        captures.put(id, c.withAnalysis(new AnalysisState(status, a.reason(), a.progress(), a.completedAt())));
    }

    @Override
    public void add(Capture capture) {
        captures.put(capture.id(), capture);
    }

    @Override
    public Optional<Capture> find(CaptureId id) {
        return Optional.ofNullable(captures.get(id));
    }

    @Override
    public List<Capture> page(CaptureFilter filter, int offset, int limit) {
        return new ArrayList<>(captures.values()).stream().filter(filter::matches).skip(offset).limit(limit).toList();
    }

    @Override
    public long count(CaptureFilter filter) {
        return captures.values().stream().filter(filter::matches).count();
    }

    @Override
    public long count(CaptureStatus status) {
        return captures.values().stream().filter(c -> c.status() == status).count();
    }

    @Override
    public Optional<CaptureRemoval> remove(CaptureId id, long staleAfterMillis) {
        return Optional.ofNullable(captures.remove(id)).map(c -> CaptureRemoval.AT_REST);
    }

    @Override
    public Optional<Capture> claimNext(String workerId, long staleAfterMillis) {
        return Optional.empty();
    }

    @Override
    public boolean requeue(CaptureId id) {
        return false;
    }

    @Override
    public boolean progress(CaptureId id, Progress progress) {
        return captures.containsKey(id);
    }

    @Override
    public boolean finish(CaptureId id, AnalysisEnd end) {
        status(id, end.status());
        return true;
    }
}
