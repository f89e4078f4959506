package io.pcaplens.domain.capture;

/** How far an analysis has got: the share of the capture's bytes read, and the stage it is in. */
public record Progress(int percent, String stage) {

    public static final String QUEUED = "queued";
    public static final String DISSECTING = "dissecting";
    public static final String INDEXING = "indexing";
    public static final String DONE = "done";

    public Progress {
        percent = Math.max(0, Math.min(100, percent));
    }
}
