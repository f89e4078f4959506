package io.pcaplens.application.capture;

import io.pcaplens.application.Settings;
import io.pcaplens.application.StoreClock;

import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.UploadRejectedException;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.capture.port.CaptureStore.ReceivedFile;
import io.pcaplens.domain.capture.port.CaptureStore.StorageFullException;
import io.pcaplens.domain.capture.port.CaptureStore.UploadTooLargeException;
import io.pcaplens.domain.capture.port.CaptureStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;

import java.io.IOException;
import java.io.InputStream;
import java.util.UUID;

/**
 * Upload of a capture (spec 4.1): the bytes are received first (streamed to storage and hashed), then
 * registered once the whole request has been read, because the options may follow the file in the body.
 */
@ApplicationScoped
public class CaptureIntake {

    private CaptureStore store;
    private CaptureRepository captures;
    private Settings settings;
    private Event<CaptureQueued> queued;

    /** For the container's proxy. */
    protected CaptureIntake() {
    }

    @Inject
    public CaptureIntake(CaptureStore store, CaptureRepository captures, Settings settings,
                         Event<CaptureQueued> queued) {
        this.store = store;
        this.captures = captures;
        this.settings = settings;
        this.queued = queued;
    }

    /** Announces that a capture waits for analysis, so an idle worker starts at once. */
    public record CaptureQueued(CaptureId captureId) {
    }

    /**
     * @param declaredBytes the request's declared length, or -1: an upload that could never fit is refused
     *                      before a byte of it is read
     */
    public ReceivedFile receive(InputStream content, long declaredBytes)
            throws IOException, UploadTooLargeException, StorageFullException {
        CaptureStore.StorageSpace space = store.space();
        if (declaredBytes > 0 && declaredBytes <= settings.uploadMaxBytes() && !space.fits(declaredBytes)) {
            throw new StorageFullException(space);
        }
        return store.receive(content, settings.uploadMaxBytes());
    }

    public AnalysisOptions defaults() {
        return new AnalysisOptions(true, true, settings.idsByDefault());
    }

    /**
     * @throws UploadRejectedException  empty, or not a pcap/pcapng file
     * @throws DuplicateCaptureException the same bytes were uploaded before
     */
    public Capture register(String name, ReceivedFile file, AnalysisOptions options) throws IOException {
        if (file.size() == 0) {
            store.discard(file);
            throw new UploadRejectedException(UploadRejectedException.Reason.EMPTY, "the uploaded file is empty");
        }
        CaptureFormat format = CaptureFormat.detect(file.head(), file.head().length).orElse(null);
        if (format == null) {
            store.discard(file);
            throw new UploadRejectedException(UploadRejectedException.Reason.NOT_A_CAPTURE,
                    "the uploaded file is neither pcap nor pcapng (unknown magic number)");
        }
        CaptureId id = new CaptureId(UUID.randomUUID().toString());
        Capture capture = Capture.uploaded(id, new CaptureUpload(cleanName(name), file.size(), file.sha256(), format,
                options, StoreClock.now()));
        store.keep(file, id);
        try {
            captures.add(capture);
        } catch (DuplicateCaptureException e) {
            store.delete(id);
            throw e;
        }
        queued.fire(new CaptureQueued(id));
        return capture;
    }

    public void discard(ReceivedFile file) {
        store.discard(file);
    }

    /** Keeps the base name only: browsers and scripts may send a path. */
    static String cleanName(String name) {
        if (name == null || name.isBlank()) {
            return "capture.pcap";
        }
        String base = name.replace('\\', '/');
        base = base.substring(base.lastIndexOf('/') + 1).strip();
        return base.isEmpty() ? "capture.pcap" : base;
    }
}
