package io.pcaplens.dissector.tracer;

import io.pcaplens.dissector.pcap.LastFrameBytes;
import io.pcaplens.dissector.process.LineReader;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.dissection.DissectionNode;
import io.pcaplens.domain.dissection.ExpertInfo;
import io.pcaplens.domain.dissection.ExpertSeverity;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;
import io.pcaplens.domain.dissection.port.FrameDissector;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * Wireshark's packet details by tshark: the small capture's last frame as PDML (every field with its label,
 * value, position and length), its Expert Info from the tree, and the Expert Info of every frame as fields.
 * tshark runs at the service's own priority: an analyst waits for the answer.
 */
@ApplicationScoped
public class TsharkFrameDissector implements FrameDissector {

    private static final long TIMEOUT_SECONDS = 60;
    /** Between the values of one field of one frame; no expert message holds it. */
    private static final String AGGREGATOR = "\u0001";

    /** The fields whose values are frame numbers, listed by tshark once (about two seconds) and then kept. */
    private volatile CompletableFuture<Set<String>> frameNumberFields;

    @Override
    public PacketDetail detailOfLast(Path capture, List<Long> frameNumbers) throws ToolFailure {
        return asTool("dissect the frame", () -> {
            byte[] frame = LastFrameBytes.of(capture);
            List<PdmlTree.Element> packet;
            try (ToolProcess tshark = ToolProcess.startWaitedFor(List.of("tshark", "-r", capture.toString(),
                    "-Y", "frame.number==" + frameNumbers.size(), "-T", "pdml"))) {
                packet = PdmlTree.lastPacket(tshark.stdout());
                ended(tshark, "dissect the frame");
            }
            PacketTreeBuilder builder = new PacketTreeBuilder(frame, frameNumbers, frameNumberFields());
            List<DissectionNode> tree = builder.build(packet);
            return new PacketDetail(frameNumbers.get(frameNumbers.size() - 1), builder.sources(), tree,
                    builder.expert(), frameNumbers.size() - 1, false, builder.cut());
        });
    }

    @Override
    public List<FrameExpertInfo> expertInfo(Path capture, List<Long> frameNumbers) throws ToolFailure {
        return asTool("read the Expert Info", () -> {
            List<FrameExpertInfo> frames = new ArrayList<>();
            try (ToolProcess tshark = ToolProcess.startWaitedFor(List.of("tshark", "-n", "-r", capture.toString(),
                    "-Y", "_ws.expert", "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=" + AGGREGATOR,
                    "-e", "frame.number", "-e", "_ws.expert.severity", "-e", "_ws.expert.group",
                    "-e", "_ws.expert.message"))) {
                new LineReader(tshark.stdout(), 1 << 16).forEach((buf, from, to) -> {
                    FrameExpertInfo f = expertLine(new String(buf, from, to - from, StandardCharsets.UTF_8), frameNumbers);
                    if (f != null) {
                        frames.add(f);
                    }
                });
                ended(tshark, "read the Expert Info");
            }
            return frames;
        });
    }

    /** A tshark run's work, which may fail in any way. */
    @FunctionalInterface
    private interface Run<T> {
        T run() throws Exception;
    }

    /** The run's answer; any failure is tshark's, in words that say what it could not do. */
    private static <T> T asTool(String work, Run<T> run) throws ToolFailure {
        try {
            return run.run();
        } catch (ToolFailure e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.TSHARK, "interrupted while tshark was asked to " + work, e);
        } catch (Exception e) {
            throw new ToolFailure(Tool.TSHARK, "tshark could not " + work + ": " + e.getMessage(), e);
        }
    }

    private static void ended(ToolProcess tshark, String work) throws Exception {
        int code = tshark.waitFor(TIMEOUT_SECONDS);
        if (code != 0 && code != 2) {
            throw new ToolFailure(Tool.TSHARK, "tshark could not " + work + ": " + tshark.stderr());
        }
    }

    /** One frame's line: its number, then the severities, groups and messages of its entries, in order. */
    static FrameExpertInfo expertLine(String line, List<Long> frameNumbers) {
        String[] cells = line.split("\t", -1);
        if (cells.length < 4 || !cells[0].strip().matches("\\d{1,18}")) {
            return null;
        }
        long small = Long.parseLong(cells[0].strip());
        String[] severities = cells[1].split(AGGREGATOR, -1);
        String[] groups = cells[2].split(AGGREGATOR, -1);
        String[] messages = cells[3].split(AGGREGATOR, -1);
        List<ExpertInfo> entries = new ArrayList<>();
        for (int i = 0; i < severities.length && !severities[i].isBlank(); i++) {
            entries.add(new ExpertInfo(ExpertSeverity.ofCode(Long.parseLong(severities[i].strip())),
                    i < groups.length && !groups[i].isBlank() ? ExpertInfo.groupOfCode(Long.parseLong(groups[i].strip())) : "",
                    i < messages.length ? messages[i] : "", ""));
        }
        long frame = small >= 1 && small <= frameNumbers.size() ? frameNumbers.get((int) small - 1) : small;
        return new FrameExpertInfo(frame, entries);
    }

    private Set<String> frameNumberFields() throws Exception {
        try {
            return listing().get();
        } catch (java.util.concurrent.ExecutionException e) {
            // listed again on the next request
            frameNumberFields = null;
            throw e;
        }
    }

    private synchronized CompletableFuture<Set<String>> listing() {
        if (frameNumberFields == null) {
            frameNumberFields = CompletableFuture.supplyAsync(TsharkFrameDissector::listFrameNumberFields);
        }
        return frameNumberFields;
    }

    /** Lists the frame-number fields when the service starts, so that the first packet asked for does not wait. */
    void prepare(@jakarta.enterprise.event.Observes @jakarta.enterprise.context.Initialized(ApplicationScoped.class)
                 Object started) {
        listing();
    }

    /** tshark's glossary of fields: the filter names of those of type FT_FRAMENUM. */
    private static Set<String> listFrameNumberFields() {
        Set<String> names = new HashSet<>();
        try (ToolProcess tshark = ToolProcess.startWaitedFor(List.of("tshark", "-G", "fields"))) {
            new LineReader(tshark.stdout(), 1 << 16).forEach((buf, from, to) -> {
                String[] cells = new String(buf, from, to - from, StandardCharsets.UTF_8).split("\t", 5);
                if (cells.length >= 4 && cells[0].equals("F") && cells[3].equals("FT_FRAMENUM")) {
                    names.add(cells[2]);
                }
            });
            tshark.waitFor(TIMEOUT_SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("tshark could not list its fields: " + e.getMessage(), e);
        }
        return Set.copyOf(names);
    }
}
