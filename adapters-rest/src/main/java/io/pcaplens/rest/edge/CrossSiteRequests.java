package io.pcaplens.rest.edge;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.net.URI;
import java.util.Locale;
import java.util.Set;

/**
 * Refuses a request that changes something when the browser says a page of another origin sent it: a form on
 * another site, or a script on another port of the same host, would otherwise upload, delete or apply rules
 * with the signed-in analyst's session cookie, or, with authentication off, as anybody whose browser reaches
 * the service.
 *
 * <p>Browsers say it in {@code Sec-Fetch-Site}, which they set themselves and pages cannot: only
 * {@code same-origin} may change anything. Browsers send it only to secure origins (https, localhost), so over
 * plain http to another host, and in browsers too old for it, {@code Origin} decides and must be the service's
 * own: the pages' referrer policy ({@code same-origin}, SecurityHeaders) keeps the browser naming their true
 * origin on their own writes, where {@code no-referrer} would have made it {@code null}, which any page can
 * produce and which is refused. Clients
 * that are no browser (curl, the upload scripts) send neither header and are not concerned, and neither is a
 * request with an API token in {@code Authorization}, which a page of another origin cannot make a browser add.
 */
public class CrossSiteRequests extends HttpFilter {

    private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS");

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        if (SAFE_METHODS.contains(req.getMethod().toUpperCase(Locale.ROOT)) || req.getHeader("Authorization") != null
                || !fromAnotherOrigin(req)) {
            chain.doFilter(req, res);
            return;
        }
        ServletProblem.send(res, 403, "A page of another origin may not change anything here; use the service's own"
                + " pages, or a client with an API token.", req.getRequestURI());
    }

    static boolean fromAnotherOrigin(HttpServletRequest req) {
        String site = req.getHeader("Sec-Fetch-Site");
        if (site != null) {
            return !site.strip().equalsIgnoreCase("same-origin");
        }
        String origin = req.getHeader("Origin");
        return origin != null && !origin.strip().equalsIgnoreCase(own(req));
    }

    /** The origin the browser holds the service's pages at: the scheme and the Host it asked for. */
    private static String own(HttpServletRequest req) {
        String host = req.getHeader("Host");
        if (host == null) {
            return "";
        }
        // behind a proxy that ends TLS the service is asked over http for pages the browser holds over https
        String scheme = "https".equalsIgnoreCase(req.getHeader("X-Forwarded-Proto")) ? "https" : req.getScheme();
        try {
            URI uri = URI.create(scheme + "://" + host.strip());
            boolean defaultPort = uri.getPort() == -1 || uri.getPort() == ("https".equals(scheme) ? 443 : 80);
            return scheme + "://" + uri.getHost() + (defaultPort ? "" : ":" + uri.getPort());
        } catch (IllegalArgumentException e) {
            return "";
        }
    }
}
