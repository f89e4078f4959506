package io.pcaplens.rest.edge;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * Headers every answer carries: no content sniffing, no referrer sent to another origin (the service's own
 * requests keep theirs, so that a browser names their true origin: see CrossSiteRequests), no framing (the policy's frame-ancestors,
 * and X-Frame-Options for browsers that know only that), and a content security policy. The
 * web UI's pages get one that allows only the service's own scripts, styles and calls (the built single-page
 * app has no inline script or style element); everything else (API answers, downloads, problems) is data
 * that must never run or be framed, whatever a browser makes of it.
 */
public class SecurityHeaders extends HttpFilter {

    static final String PAGE_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
            + " font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self';"
            + " frame-ancestors 'none'";
    static final String DATA_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none';"
            + " sandbox";

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Referrer-Policy", "same-origin");
        res.setHeader("X-Frame-Options", "DENY");
        res.setHeader("Content-Security-Policy", isData(req) ? DATA_POLICY : PAGE_POLICY);
        chain.doFilter(req, res);
    }

    /** API and operations answers, and the container's error answers (problem bodies). */
    static boolean isData(HttpServletRequest req) {
        if (req.getDispatcherType() == DispatcherType.ERROR) {
            return true;
        }
        String path = req.getRequestURI().substring(req.getContextPath().length());
        return path.startsWith("/api/") || path.equals("/api") || path.startsWith("/health")
                || path.startsWith("/openapi") || path.startsWith("/metrics");
    }
}
