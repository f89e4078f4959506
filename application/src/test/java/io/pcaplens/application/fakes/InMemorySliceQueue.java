package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.SliceQueue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

/** The slice queue in memory, claims going stale by the wall clock as in the database. */
public class InMemorySliceQueue implements SliceQueue {

    /** One slice's record. */
    private static final class Entry {
        final CaptureSlice slice;
        final Long endFrame;
        Status status = Status.WAITING;
        String claimedBy;
        String token;
        int attempt;
        long beatAt;
        long bytesRead;
        String reason;

        Entry(CaptureSlice slice, Long endFrame) {
            this.slice = slice;
            this.endFrame = endFrame;
        }
    }

    private final Map<CaptureId, List<Entry>> byCapture = new LinkedHashMap<>();
    private final List<String> claims = new ArrayList<>();

    private Consumer<CaptureId> offered = id -> { };

    /** What happens once a capture's slices are offered, before the offering instance reads any: another's work. */
    public void onOffer(Consumer<CaptureId> then) {
        offered = then;
    }

    @Override
    public void offer(CaptureId captureId, List<CaptureSlice> slices) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < slices.size(); i++) {
            entries.add(new Entry(slices.get(i), i + 1 < slices.size() ? slices.get(i + 1).firstFrame() : null));
        }
        synchronized (this) {
            byCapture.put(captureId, entries);
        }
        offered.accept(captureId);
    }

    @Override
    public synchronized Optional<Claim> claim(CaptureId captureId, String workerId, long staleAfterMillis) {
        long now = System.currentTimeMillis();
        for (Map.Entry<CaptureId, List<Entry>> capture : byCapture.entrySet()) {
            if (captureId != null && !captureId.equals(capture.getKey())) {
                continue;
            }
            for (Entry e : capture.getValue()) {
                if (e.status == Status.WAITING || (e.status == Status.CLAIMED && e.beatAt < now - staleAfterMillis)) {
                    e.status = Status.CLAIMED;
                    e.claimedBy = workerId;
                    e.token = UUID.randomUUID().toString();
                    e.attempt++;
                    e.beatAt = now;
                    e.bytesRead = 0;
                    claims.add(capture.getKey() + " " + e.slice.index() + " " + workerId);
                    return Optional.of(new Claim(capture.getKey(), e.slice, e.endFrame, e.attempt, e.token, workerId));
                }
            }
        }
        return Optional.empty();
    }

    private Entry held(Claim claim) {
        List<Entry> entries = byCapture.get(claim.captureId());
        if (entries == null) {
            return null;
        }
        Entry e = entries.stream().filter(x -> x.slice.index() == claim.slice().index()).findFirst().orElse(null);
        return e != null && e.status == Status.CLAIMED && claim.token().equals(e.token) ? e : null;
    }

    @Override
    public synchronized boolean heartbeat(Claim claim, long bytesRead) {
        Entry e = held(claim);
        if (e != null) {
            e.beatAt = System.currentTimeMillis();
            e.bytesRead = bytesRead;
        }
        return e != null;
    }

    @Override
    public synchronized boolean done(Claim claim, long packets) {
        Entry e = held(claim);
        if (e != null) {
            e.status = Status.DONE;
            e.bytesRead = e.slice.bytes();
        }
        return e != null;
    }

    @Override
    public synchronized void failed(Claim claim, String reason) {
        Entry e = held(claim);
        if (e != null) {
            e.status = Status.FAILED;
            e.reason = reason;
        }
    }

    @Override
    public synchronized void withdraw(CaptureId captureId) {
        List<Entry> entries = byCapture.get(captureId);
        if (entries != null) {
            entries.removeIf(e -> e.status == Status.WAITING || e.status == Status.CLAIMED);
        }
    }

    @Override
    public synchronized List<State> states(CaptureId captureId) {
        return byCapture.getOrDefault(captureId, List.of()).stream()
                .map(e -> new State(e.slice.index(), e.status, e.claimedBy, e.token, e.bytesRead, e.reason)).toList();
    }

    /** A claim the test makes for a reader that then stops without a word, as a killed instance does. */
    public synchronized Claim abandonedClaim(CaptureId captureId, String workerId, long beatMillisAgo) {
        Claim claim = claim(captureId, workerId, Long.MAX_VALUE).orElseThrow();
        byCapture.get(captureId).get(claim.slice().index()).beatAt -= beatMillisAgo;
        return claim;
    }

    /** Every claim so far: capture, slice index and worker. */
    public synchronized List<String> claims() {
        return List.copyOf(claims);
    }
}
