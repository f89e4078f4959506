package io.pcaplens.domain.capture;

import java.util.Optional;

/**
 * An analysis ran out of disk: the space where captures and their results are kept fell below what the service
 * keeps free, or the operating system refused a write for want of space. It is the capture's failure reason as
 * it stands ("disk full: …"), never the server's paths.
 */
public final class DiskFull extends RuntimeException {

    /** What the operating system says when a write finds no space (ENOSPC), in Java's and PostgreSQL's messages. */
    private static final String NO_SPACE = "No space left on device";

    public DiskFull(long freeBytes, long minimumFreeBytes) {
        super("disk full: " + freeBytes + " bytes free where captures are kept, and the service keeps at least "
                + minimumFreeBytes + " bytes free");
    }

    private DiskFull(String message) {
        super(message);
    }

    /** The failure as a disk-full reason when it, or anything under it, is a write that found no space. */
    public static Optional<DiskFull> in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof DiskFull full) {
                return Optional.of(full);
            }
            if (t.getMessage() != null && t.getMessage().contains(NO_SPACE)) {
                return Optional.of(new DiskFull("disk full: a write found no space left on the device holding the"
                        + " service's data"));
            }
        }
        return Optional.empty();
    }
}
