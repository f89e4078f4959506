package io.pcaplens.webapp;

import io.pcaplens.rest.EndpointNaming;
import jakarta.inject.Inject;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.annotation.RegistryScope;

import java.io.IOException;
import java.time.Duration;

/**
 * {@code pcaplens_http_request_seconds{method, endpoint, status}}: how long each API request took, from its
 * arrival to the last byte of its answer (downloads included), labelled with the endpoint's path template, so
 * that the series stay few whatever ids the requests carry. A request that matched no endpoint is
 * {@code unmatched}. Declared in web.xml, before the edge's filters, so that the requests they refuse count too.
 */
public class RequestTimes extends HttpFilter {

    static final String NAME = "pcaplens_http_request";
    private static final Metadata METADATA = Metadata.builder().withName(NAME).withUnit(MetricUnits.SECONDS)
            .withDescription("API requests by method, endpoint template and status").build();

    @Inject
    @RegistryScope(scope = MetricRegistry.APPLICATION_SCOPE)
    MetricRegistry registry;

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        long start = System.nanoTime();
        boolean failed = true;
        try {
            chain.doFilter(req, res);
            failed = false;
        } finally {
            if (!failed && req.isAsyncStarted()) {
                // answered later, on another thread (explanations): timed when that answer is complete
                req.getAsyncContext().addListener(new AsyncTiming(start));
            } else {
                record(req, failed ? 500 : res.getStatus(), start);
            }
        }
    }

    private void record(HttpServletRequest req, int status, long start) {
        Object endpoint = req.getAttribute(EndpointNaming.PROPERTY);
        registry.timer(METADATA, new Tag("method", req.getMethod()),
                new Tag("endpoint", endpoint == null ? "unmatched" : endpoint.toString()),
                new Tag("status", Integer.toString(status))).update(Duration.ofNanos(System.nanoTime() - start));
    }

    /** The time of a request whose answer was made after the filter chain returned. */
    private final class AsyncTiming implements AsyncListener {

        private final long start;

        AsyncTiming(long start) {
            this.start = start;
        }

        @Override
        public void onComplete(AsyncEvent event) {
            record((HttpServletRequest) event.getSuppliedRequest(),
                    ((HttpServletResponse) event.getSuppliedResponse()).getStatus(), start);
        }

        @Override
        public void onTimeout(AsyncEvent event) {
        }

        @Override
        public void onError(AsyncEvent event) {
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
            event.getAsyncContext().addListener(this);
        }
    }
}
