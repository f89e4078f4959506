package io.pcaplens.domain.monitor;

/** A capture added twice to the same network (API: 409, "already in this network"). */
public class DuplicateSnapshotException extends RuntimeException {

    private final String fileId;

    public DuplicateSnapshotException(String fileId) {
        super("capture " + fileId + " is already a snapshot of this network");
        this.fileId = fileId;
    }

    public String fileId() {
        return fileId;
    }
}
