package io.pcaplens.rest;

import io.pcaplens.domain.Refusal;
import jakarta.ws.rs.core.Response;

/** The problem each reason of a use case's refusal is answered with. */
final class RefusalProblem {

    private RefusalProblem() {
    }

    static Problem of(Refusal refusal) {
        String detail = refusal.getMessage();
        return switch (refusal.reason()) {
            case UNKNOWN_FILE, UNKNOWN_NETWORK, UNKNOWN_SNAPSHOT, UNKNOWN_CHANGE, NOT_MUTED, NO_BASELINE ->
                    Problem.notFound(detail);
            case FILE_NOT_COMPLETED -> new Problem(Response.Status.CONFLICT, "File not analysed", detail);
            case ANALYSIS_RUNNING -> new Problem(Response.Status.CONFLICT, "Analysis running", detail);
            case ALREADY_IN_NETWORK -> new Problem(Response.Status.CONFLICT, "Already a snapshot", detail);
            case NO_FRAMES -> new Problem(Problem.UNPROCESSABLE, "Capture without frames", detail);
        };
    }
}
