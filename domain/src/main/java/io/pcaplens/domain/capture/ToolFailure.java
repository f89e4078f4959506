package io.pcaplens.domain.capture;

import java.util.Optional;

/**
 * A tool could not do its work on a capture; the reason says why in words a user understands, because it
 * becomes a file's {@code statusReason} or a tool's FAILED reason as it is.
 */
public class ToolFailure extends Exception {

    private final Tool tool;

    public ToolFailure(Tool tool, String reason) {
        super(reason);
        this.tool = tool;
    }

    public ToolFailure(Tool tool, String reason, Throwable cause) {
        super(reason, cause);
        this.tool = tool;
    }

    public Tool tool() {
        return tool;
    }

    public String reason() {
        return getMessage();
    }

    /**
     * Why something failed, in the file record's words: a tool's own reason when a tool failed, else what
     * failed and the error, for the failures no tool explained; either without the server's paths
     * ({@link ServerPaths}), since the file's {@code statusReason} is read by every user.
     *
     * @param what the work that failed, as a sentence names it ("analysis", "file extraction")
     */
    public static String reasonOf(Throwable failure, String what) {
        Optional<DiskFull> full = DiskFull.in(failure);
        if (full.isPresent()) {
            return full.get().getMessage();
        }
        if (failure instanceof ToolFailure tool) {
            return ServerPaths.hidden(tool.reason());
        }
        // a proxy's or an executor's wrapper says nothing itself: its cause does
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof InterruptedException) {
                return what + " was interrupted";
            }
            if (t.getMessage() != null && !t.getMessage().isBlank() && !(t.getCause() != null
                    && t.getMessage().equals(t.getCause().toString()))) {
                return ServerPaths.hidden(what + " failed: " + t.getMessage());
            }
        }
        return what + " failed: an internal error (the service's log has the details)";
    }
}
