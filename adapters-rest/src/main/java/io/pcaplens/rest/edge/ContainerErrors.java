package io.pcaplens.rest.edge;

import io.pcaplens.rest.ProblemBody;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The error page of the whole web application (web.xml): what the container answers itself (an unknown static
 * path, a method a static file does not take, a failure outside the API) becomes a problem body like every
 * answer of the API, instead of the server's HTML page. The failure, if any, goes to the log, never to the client.
 */
public class ContainerErrors extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(ContainerErrors.class.getName());
    /** What the web UI's static files take. */
    private static final List<String> READ_METHODS = List.of("GET", "HEAD", "OPTIONS");

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse res) throws IOException {
        Object code = req.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Throwable failure = (Throwable) req.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        String instance = (String) req.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (code == null && failure == null) {
            // asked for directly: there is nothing here
            ServletProblem.send(res, 404, ProblemBody.detail(404), req.getRequestURI());
            return;
        }
        RequestBodyRefused refused = RequestBodyRefused.in(failure);
        if (refused != null) {
            res.setHeader("Connection", "close");
            ServletProblem.send(res, refused.status(), refused.getMessage(), instance);
            return;
        }
        int status = code instanceof Integer c && c >= 400 ? c : 500;
        if (status == 403 && failure == null && !READ_METHODS.contains(req.getMethod().toUpperCase(Locale.ROOT))
                && !String.valueOf(instance).startsWith(req.getContextPath() + "/api/")) {
            // the static files refuse to be written with a 403 of their own; the method is what is wrong
            res.setHeader("Allow", String.join(", ", READ_METHODS));
            status = 405;
        }
        if (failure != null) {
            LOG.log(Level.SEVERE, "unexpected error at " + instance, failure);
            status = Math.max(status, 500);
        }
        ServletProblem.send(res, status, ProblemBody.detail(status), instance);
    }
}
