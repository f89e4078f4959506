package io.pcaplens.rest.edge;

import io.pcaplens.rest.ProblemBody;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** A problem written by the servlet layer, for requests that are refused or failed before or beside JAX-RS. */
final class ServletProblem {

    private ServletProblem() {
    }

    static void send(HttpServletResponse res, int status, String detail, String instance) throws IOException {
        if (res.isCommitted()) {
            return;
        }
        res.resetBuffer();
        byte[] body = ProblemBody.json(status, ProblemBody.title(status), detail, instance, Map.of())
                .getBytes(StandardCharsets.UTF_8);
        res.setStatus(status);
        res.setContentType(ProblemBody.MEDIA_TYPE);
        res.setContentLength(body.length);
        res.getOutputStream().write(body);
        res.flushBuffer();
    }
}
