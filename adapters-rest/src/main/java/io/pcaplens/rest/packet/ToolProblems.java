package io.pcaplens.rest.packet;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Response;

import java.util.logging.Level;
import java.util.logging.Logger;

/** A tshark run that failed, as the client is told: tshark's own words name server paths and go to the log. */
public final class ToolProblems {

    private static final Logger LOG = Logger.getLogger(ToolProblems.class.getName());

    private ToolProblems() {
    }

    public static Problem of(ToolFailure e, String work, String title) {
        return of(e, work, title, "tshark could not read the packets; the service log has its output");
    }

    /** @param detail what the client is told tshark could not do, when it ran */
    public static Problem of(ToolFailure e, String work, String title, String detail) {
        LOG.log(Level.WARNING, work + " failed: " + e.getMessage(), e);
        if (String.valueOf(e.getMessage()).contains("Cannot run program")) {
            return new Problem(Response.Status.SERVICE_UNAVAILABLE, "tshark is not available",
                    "tshark could not be started; GET /health names the package to install");
        }
        return new Problem(Response.Status.INTERNAL_SERVER_ERROR, title, detail);
    }

    /** A frame number of the path or the query: digits only. */
    static long frame(String text, String parameter) {
        if (text == null || !text.matches("\\d{1,18}") || Long.parseLong(text) < 1) {
            throw Problem.badRequest(parameter + " must be a frame number (1 or more), was '" + text + "'");
        }
        return Long.parseLong(text);
    }
}
