package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.packet.port.PacketSink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.LongConsumer;

/**
 * A dissector fed with packet records instead of a file: each slice it hands out is a list of them, read in
 * order. It can stop early (cut short or damaged), fail as tshark fails, or hang until interrupted.
 */
public class FakeDissector implements PacketDissector {

    private final List<List<PacketRecord>> slices = new ArrayList<>();
    private final Map<Integer, UntimedFrames> untimed = new HashMap<>();
    private Truncation truncation;
    private String failure;
    private boolean hangs;
    private final CountDownLatch reading = new CountDownLatch(1);
    private final CountDownLatch interrupted = new CountDownLatch(1);

    /** The capture holds these packets, read as one slice per call, in the order of the calls. */
    public FakeDissector slice(PacketRecord... packets) {
        slices.add(List.of(packets));
        return this;
    }

    /** The last slice added so far held frames without a timestamp, given these times. */
    public FakeDissector untimed(UntimedFrames frames) {
        untimed.put(slices.size() - 1, frames);
        return this;
    }

    /** The last slice ends early, in this way, after its packets. */
    public FakeDissector truncated(Truncation how) {
        truncation = how;
        return this;
    }

    /** Reading fails, for this reason. */
    public FakeDissector failsBecause(String reason) {
        failure = reason;
        return this;
    }

    /** Reading never ends until the reading thread is interrupted. */
    public FakeDissector hangs() {
        hangs = true;
        return this;
    }

    /** Waits until a slice is being read. */
    public void awaitReading() throws InterruptedException {
        reading.await();
    }

    /** Waits until a hanging read was interrupted. */
    public void awaitInterrupted() throws InterruptedException {
        interrupted.await();
    }

    @Override
    public List<CaptureSlice> slice(Path capture, Path workDir, int parallelism) {
        List<CaptureSlice> parts = new ArrayList<>();
        long first = 1;
        for (int i = 0; i < slices.size(); i++) {
            parts.add(new CaptureSlice(i, capture, first, 1000L * slices.get(i).size(), false));
            first += slices.get(i).size();
        }
        return parts;
    }

    @Override
    public DissectionOutcome dissect(CaptureSlice slice, PacketSink sink, LongConsumer bytesRead) throws ToolFailure {
        reading.countDown();
        if (failure != null) {
            throw new ToolFailure(Tool.TSHARK, failure);
        }
        if (hangs) {
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                interrupted.countDown();
                Thread.currentThread().interrupt();
                throw new ToolFailure(Tool.TSHARK, "the analysis was interrupted", e);
            }
        }
        List<PacketRecord> packets = slices.get(slice.index());
        try {
            for (PacketRecord p : packets) {
                sink.accept(p);
            }
        } catch (IOException e) {
            throw new ToolFailure(Tool.TSHARK, "storing packets failed: " + e.getMessage(), e);
        }
        bytesRead.accept(slice.bytes());
        boolean last = slice.index() == slices.size() - 1;
        return new DissectionOutcome(packets.size(), last ? truncation : null,
                untimed.getOrDefault(slice.index(), UntimedFrames.NONE));
    }

    @Override
    public ToolStatus probe() {
        return new ToolStatus("tshark", "tshark", "fake", null);
    }
}
