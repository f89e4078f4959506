package io.pcaplens.webapp;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * The web UI routes by path (/files/{id}, /tracer/{conversationId}, /monitor/{networkId}); a browser that opens
 * such an address directly gets the UI's index page, which then shows the view. API, operations and sign-in paths
 * are left alone. Declared in web.xml, after the edge's own filters.
 */
public class SinglePageFallback extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String path = req.getRequestURI().substring(req.getContextPath().length());
        if ("GET".equals(req.getMethod()) && isUiRoute(path)) {
            req.getRequestDispatcher("/index.html").forward(req, res);
            return;
        }
        chain.doFilter(req, res);
    }

    static boolean isUiRoute(String path) {
        if (path.isEmpty() || "/".equals(path) || path.startsWith("/api/") || path.equals("/api")
                || path.startsWith("/health") || path.startsWith("/openapi") || path.startsWith("/metrics")
                || path.equals("/login")
                || path.startsWith("/assets/")) {
            return false;
        }
        // a capture's views hold addresses with dots (/files/{id}/hosts/10.0.4.20); no file is served under them
        if (path.startsWith("/files/")) {
            return true;
        }
        String last = path.substring(path.lastIndexOf('/') + 1);
        return !last.contains(".");
    }
}
