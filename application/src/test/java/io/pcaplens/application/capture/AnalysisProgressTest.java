package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.application.signature.RuleEvaluation;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.DiskFull;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.signature.DeviceOverride;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.function.LongConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalysisProgressTest {

    private static final CaptureId C1 = new CaptureId("00000000-0000-0000-0000-0000000000c1");

    @TempDir
    Path dir;
    private TempDirCaptureStore roomy;

    @BeforeEach
    void store() {
        roomy = new TempDirCaptureStore(dir);
    }

    /** The records of one capture under analysis, so the heartbeat finds it. */
    private static InMemoryCaptureRepository holding(CaptureId id) {
        InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
        captures.add(AnalysisFixture.queued(id, new AnalysisOptions(true, false, false)));
        return captures;
    }

    @Test
    void aDeletedCaptureStopsItsAnalysisAtTheNextReadingOrStage() throws Exception {
        AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
        InMemoryCaptureRepository captures = holding(C1);
        try (AnalysisProgress progress = AnalysisProgress.start(C1, captures, roomy, threads)) {
            LongConsumer read = progress.reading(List.of(new CaptureSlice(0, Path.of("c1"), 1, 300, false))).get(0);
            read.accept(100);
            captures.remove(C1, 0);
            long end = System.nanoTime() + 3 * AnalysisProgress.BEAT_MILLIS * 1_000_000;
            while (!progress.deleted() && System.nanoTime() < end) {
                Thread.sleep(10);
            }
            assertTrue(progress.deleted(), "the heartbeat finds the record gone");
            assertThrows(CaptureDeleted.class, () -> read.accept(200));
            assertThrows(CaptureDeleted.class, () -> progress.ended(AnalysisProgress.Stage.DISSECTING));
        } finally {
            threads.stop();
        }
    }

    @Test
    void aFullDiskStopsTheAnalysisAtTheNextStageOrWithinABeatAtTheNextReading() throws Exception {
        AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
        try (AnalysisProgress progress = AnalysisProgress.start(C1, holding(C1), roomy, threads)) {
            LongConsumer read = progress.reading(List.of(new CaptureSlice(0, Path.of("c1"), 1, 300, false))).get(0);
            read.accept(100);
            progress.ended(AnalysisProgress.Stage.SLICING);
            roomy.freeBytes(-1);

            DiskFull atStage = assertThrows(DiskFull.class, () -> progress.ended(AnalysisProgress.Stage.DISSECTING));
            assertTrue(atStage.getMessage().startsWith("disk full: -1 bytes free"), atStage.getMessage());
            // the stage found it at once; a reading finds it from the flag the stage (or the beat) left
            assertThrows(DiskFull.class, () -> read.accept(200));
        } finally {
            threads.stop();
        }
        AnalysisThreads beating = new AnalysisThreads(Executors.defaultThreadFactory());
        TempDirCaptureStore filling = new TempDirCaptureStore(dir.resolve("other"));
        try (AnalysisProgress progress = AnalysisProgress.start(C1, holding(C1), filling, beating)) {
            LongConsumer read = progress.reading(List.of(new CaptureSlice(0, Path.of("c1"), 1, 300, false))).get(0);
            filling.freeBytes(-1);
            long end = System.nanoTime() + 3 * AnalysisProgress.BEAT_MILLIS * 1_000_000;
            boolean stopped = false;
            while (!stopped && System.nanoTime() < end) {
                try {
                    read.accept(100);
                    Thread.sleep(10);
                } catch (DiskFull full) {
                    stopped = true;
                }
            }
            assertTrue(stopped, "the heartbeat found the disk full");
        } finally {
            beating.stop();
        }
    }

    /** bench/README.md reads the stage times of an analysis off this line. */
    @Test
    void theSummaryNamesTheCountsAndTheTimeOfEveryStage() {
        AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
        try (AnalysisProgress progress = AnalysisProgress.start(C1, holding(C1), roomy, threads)) {
            for (AnalysisProgress.Stage stage : AnalysisProgress.Stage.values()) {
                progress.ended(stage);
            }
            String line = progress.summary(C1, 1_000, 20, 2, new RuleEvaluation.Outcome(C1, "v1", 5, 7,
                    Map.of("10.0.0.1", new DeviceOverride("r", "Server"))));

            assertTrue(line.matches("capture " + C1 + ": 1000 packets, 20 conversations in 2 slices; slicing \\d+ ms,"
                    + " dissecting \\d+ ms, conversations \\d+ ms; 5 custom rules fired on 7 conversations and set"
                    + " 1 device types in \\d+ ms, indexing done \\d+ ms later; findings \\d+ ms; host inventory \\d+ ms; file extraction \\d+ ms"), line);
        } finally {
            threads.stop();
        }
    }

    @Test
    void dissectingShowsTheShareOfTheSlicesBytesReadAndTheRestIsIndexing() {
        AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
        try (AnalysisProgress progress = AnalysisProgress.start(C1, holding(C1), roomy, threads)) {
            List<LongConsumer> read = progress.reading(List.of(new CaptureSlice(0, Path.of("c1"), 1, 300, false),
                    new CaptureSlice(1, Path.of("c1"), 901, 100, false)));
            assertEquals(new Progress(0, Progress.DISSECTING), progress.now());

            read.get(1).accept(100);
            assertEquals(new Progress(25, Progress.DISSECTING), progress.now());
            read.get(0).accept(300);
            assertEquals(new Progress(98, Progress.DISSECTING), progress.now(), "never done while reading");

            progress.ended(AnalysisProgress.Stage.DISSECTING);
            assertEquals(new Progress(99, Progress.INDEXING), progress.now());
        } finally {
            threads.stop();
        }
    }
}
