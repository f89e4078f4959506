package io.pcaplens.application.capture;

import io.pcaplens.application.Settings;
import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.UploadRejectedException;
import io.pcaplens.domain.capture.port.CaptureStore.ReceivedFile;
import io.pcaplens.domain.capture.port.CaptureStore.UploadTooLargeException;
import io.pcaplens.domain.capture.port.CaptureStore;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.NotificationOptions;
import jakarta.enterprise.util.TypeLiteral;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.lang.annotation.Annotation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CaptureIntakeTest {

    /** A classic pcap header: the magic number and enough to tell the format. */
    private static final byte[] PCAP = {(byte) 0xD4, (byte) 0xC3, (byte) 0xB2, (byte) 0xA1, 2, 0, 4, 0};
    private static final AnalysisOptions ALL = new AnalysisOptions(true, true, true);

    @TempDir
    Path dir;
    private final InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
    private final List<CaptureIntake.CaptureQueued> announced = new ArrayList<>();
    private TempDirCaptureStore store;
    private CaptureIntake intake;

    @BeforeEach
    void setUp() {
        store = new TempDirCaptureStore(dir);
        intake = new CaptureIntake(store, captures, new Settings(64, true, 1, 2, 0, "signatures.yml"), new Announced());
    }

    private Capture upload(String name, byte[] bytes) throws Exception {
        ReceivedFile file = intake.receive(new ByteArrayInputStream(bytes), bytes.length);
        return intake.register(name, file, ALL);
    }

    @Test
    void anUploadIsKeptAndQueuedUnderANewIdAndAnIdleWorkerIsWoken() throws Exception {
        Capture capture = upload("dir/sub/trace.pcap", PCAP);

        assertEquals(CaptureStatus.QUEUED, capture.status());
        assertEquals("trace.pcap", capture.name(), "a path sent as the name keeps its base name only");
        assertEquals(CaptureFormat.PCAP, capture.format());
        assertEquals(PCAP.length, capture.size());
        assertEquals(ALL, capture.options());
        assertEquals(capture, captures.find(capture.id()).orElseThrow());
        assertTrue(Files.exists(store.pathOf(capture.id())));
        assertEquals(List.of(new CaptureIntake.CaptureQueued(capture.id())), announced);
    }

    @Test
    void theSameBytesUploadedAgainNameTheFirstUploadAndAreNotKept() throws Exception {
        Capture first = upload("a.pcap", PCAP);

        DuplicateCaptureException duplicate = assertThrows(DuplicateCaptureException.class,
                () -> upload("b.pcap", PCAP));

        assertEquals(first.id(), duplicate.existingId());
        assertEquals(1, captures.count());
        assertEquals(1, store.files(), "only the first upload's file is kept");
        assertEquals(1, announced.size());
    }

    @Test
    void anUploadOverTheSizeLimitIsRefusedWhileItIsReceived() {
        assertThrows(UploadTooLargeException.class, () -> intake.receive(new ByteArrayInputStream(new byte[65]), -1));
        assertEquals(0, captures.count());
    }

    @Test
    void anUploadDeclaredLargerThanTheFreeSpaceIsRefusedBeforeItIsRead() throws Exception {
        store.freeBytes(PCAP.length - 1);
        ByteArrayInputStream body = new ByteArrayInputStream(PCAP);

        assertThrows(CaptureStore.StorageFullException.class, () -> intake.receive(body, PCAP.length));
        assertEquals(PCAP.length, body.available(), "not a byte read");
        assertEquals(0, store.files());
    }

    @Test
    void anEmptyUploadIsRejectedAndDiscarded() throws Exception {
        UploadRejectedException rejected = assertThrows(UploadRejectedException.class, () -> upload("e.pcap", new byte[0]));

        assertEquals(UploadRejectedException.Reason.EMPTY, rejected.reason());
        assertEquals(0, store.files());
        assertEquals(0, captures.count());
    }

    @Test
    void aFileThatIsNoCaptureIsRejectedAndDiscarded() throws Exception {
        UploadRejectedException rejected = assertThrows(UploadRejectedException.class,
                () -> upload("notes.txt", "hello, world".getBytes()));

        assertEquals(UploadRejectedException.Reason.NOT_A_CAPTURE, rejected.reason());
        assertEquals(0, store.files());
        assertTrue(announced.isEmpty());
    }

    @Test
    void optionsDefaultToDpiAndFileExtractionWithIdsAsConfigured() {
        assertEquals(new AnalysisOptions(true, true, true), intake.defaults());
    }

    @Test
    void aNameThatIsOnlyAPathGetsADefault() {
        assertEquals("capture.pcap", CaptureIntake.cleanName("C:\\captures\\"));
        assertEquals("capture.pcap", CaptureIntake.cleanName(null));
        assertFalse(CaptureIntake.cleanName("x/y.pcapng").contains("/"));
    }

    /** Records what the intake announces, as the workers' observer would receive it. */
    private final class Announced implements Event<CaptureIntake.CaptureQueued> {
        @Override
        public void fire(CaptureIntake.CaptureQueued event) {
            announced.add(event);
        }

        @Override
        public <U extends CaptureIntake.CaptureQueued> CompletionStage<U> fireAsync(U event) {
            throw new UnsupportedOperationException();
        }

        @Override
        public <U extends CaptureIntake.CaptureQueued> CompletionStage<U> fireAsync(U event, NotificationOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Event<CaptureIntake.CaptureQueued> select(Annotation... qualifiers) {
            return this;
        }

        @Override
        public <U extends CaptureIntake.CaptureQueued> Event<U> select(Class<U> subtype, Annotation... qualifiers) {
            throw new UnsupportedOperationException();
        }

        @Override
        public <U extends CaptureIntake.CaptureQueued> Event<U> select(TypeLiteral<U> subtype, Annotation... qualifiers) {
            throw new UnsupportedOperationException();
        }
    }
}
