package io.pcaplens.domain.monitor;

import io.pcaplens.domain.capture.CaptureId;

/** A capture added twice to the same network (API: 409, "already in this network"). */
public class DuplicateSnapshotException extends RuntimeException {

    private final CaptureId fileId;

    public DuplicateSnapshotException(CaptureId fileId) {
        super("capture " + fileId + " is already a snapshot of this network");
        this.fileId = fileId;
    }

    public CaptureId fileId() {
        return fileId;
    }
}
