package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.CaptureRepository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The capture records and job queue in a map: the oldest queued capture is claimed first. */
public class InMemoryCaptureRepository implements CaptureRepository {

    private final Map<CaptureId, Capture> captures = new LinkedHashMap<>();
    private final List<Progress> beats = Collections.synchronizedList(new ArrayList<>());

    @Override
    public synchronized void add(Capture capture) {
        for (Capture c : captures.values()) {
            if (c.sha256().equals(capture.sha256())) {
                throw new DuplicateCaptureException(c.id());
            }
        }
        captures.put(capture.id(), capture);
    }

    @Override
    public synchronized Optional<Capture> find(CaptureId id) {
        return Optional.ofNullable(captures.get(id));
    }

    @Override
    public synchronized List<Capture> page(CaptureFilter filter, int offset, int limit) {
        List<Capture> all = new ArrayList<>(captures.values().stream().filter(filter::matches).toList());
        Collections.reverse(all);
        return all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size()));
    }

    @Override
    public synchronized long count(CaptureFilter filter) {
        return captures.values().stream().filter(filter::matches).count();
    }

    @Override
    public synchronized long count(CaptureStatus status) {
        return captures.values().stream().filter(c -> c.status() == status).count();
    }

    @Override
    public synchronized Optional<CaptureRemoval> remove(CaptureId id, long staleAfterMillis) {
        return Optional.ofNullable(captures.remove(id)).map(c -> c.status() == CaptureStatus.ANALYZING
                ? CaptureRemoval.DURING_ANALYSIS : CaptureRemoval.AT_REST);
    }

    @Override
    public synchronized Optional<Capture> claimNext(String workerId, long staleAfterMillis) {
        Optional<Capture> next = captures.values().stream().filter(c -> c.status() == CaptureStatus.QUEUED).findFirst();
        next.ifPresent(c -> captures.put(c.id(),
                with(c, CaptureStatus.ANALYZING, null, new Progress(0, Progress.QUEUED))));
        return next.map(c -> captures.get(c.id()));
    }

    /** Queues a finished capture again, as a reanalysis does, for a test to analyse it a second time. */
    public synchronized void queueAgain(CaptureId id) {
        captures.computeIfPresent(id, (k, c) -> with(c, CaptureStatus.QUEUED, null, new Progress(0, Progress.QUEUED)));
    }

    /** Puts a capture under analysis back in the queue, as a claim of a worker that died leaves it for another. */
    @Override
    public synchronized boolean requeue(CaptureId id) {
        Capture c = captures.get(id);
        if (c == null || c.status() != CaptureStatus.ANALYZING) {
            return false;
        }
        captures.put(id, with(c, CaptureStatus.QUEUED, null, new Progress(0, Progress.QUEUED)));
        return true;
    }

    @Override
    public boolean progress(CaptureId id, Progress progress) {
        beats.add(progress);
        synchronized (this) {
            return captures.containsKey(id);
        }
    }

    /** Every progress recorded, in order. */
    public List<Progress> beats() {
        synchronized (beats) {
            return List.copyOf(beats);
        }
    }

    @Override
    public synchronized boolean finish(CaptureId id, AnalysisEnd end) {
        Capture c = captures.get(id);
        if (c == null) {
            return false;
        }
        captures.put(id, new Capture(c.id(), c.upload(),
                new AnalysisState(end.status(), end.reason(), new Progress(100, Progress.DONE), Instant.now()),
                end.findings()));
        return true;
    }

    private static Capture with(Capture c, CaptureStatus status, String reason, Progress progress) {
        return new Capture(c.id(), c.upload(), new AnalysisState(status, reason, progress, null), CaptureFindings.NONE);
    }
}
