package io.pcaplens.webapp;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.port.AnalysisMetrics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.annotation.RegistryScope;

import java.time.Duration;

/**
 * The analyses in MicroProfile Metrics, which Payara serves at /metrics in Prometheus' text format:
 * {@code pcaplens_analyses_total{outcome}}, {@code pcaplens_analysis_seconds} (a timer with buckets, see
 * microprofile-config.properties), {@code pcaplens_tool_failures_total{tool}} and the gauge
 * {@code pcaplens_analysis_queue_depth}, read from the database, so every instance reports the shared queue.
 */
@ApplicationScoped
public class AnalysisCounters implements AnalysisMetrics {

    static final String ANALYSES = "pcaplens_analyses";
    static final String ANALYSIS_TIME = "pcaplens_analysis";
    static final String TOOL_FAILURES = "pcaplens_tool_failures";
    static final String QUEUE = "pcaplens_analysis_queue_depth";

    @Inject
    @RegistryScope(scope = MetricRegistry.APPLICATION_SCOPE)
    MetricRegistry registry;
    @Inject
    CaptureCatalog captures;

    /** Every series from the start, at zero, so that a scrape before the first analysis shows them. */
    void register(@Observes @Initialized(ApplicationScoped.class) Object started) {
        registry.gauge(Metadata.builder().withName(QUEUE)
                .withDescription("Captures waiting for an analysis worker (QUEUED), in all instances").build(),
                captures::queued);
        for (CaptureStatus outcome : new CaptureStatus[] {CaptureStatus.COMPLETED, CaptureStatus.FAILED}) {
            analyses(outcome);
        }
        for (Tool tool : Tool.values()) {
            failures(tool);
        }
        analysisTime();
    }

    @Override
    public void analysisEnded(CaptureStatus outcome, Duration took) {
        analyses(outcome).inc();
        analysisTime().update(took);
    }

    @Override
    public void toolFailed(Tool tool) {
        failures(tool).inc();
    }

    private org.eclipse.microprofile.metrics.Counter analyses(CaptureStatus outcome) {
        return registry.counter(Metadata.builder().withName(ANALYSES)
                .withDescription("Analyses ended, by how they ended").build(), new Tag("outcome", outcome.name()));
    }

    private org.eclipse.microprofile.metrics.Timer analysisTime() {
        return registry.timer(Metadata.builder().withName(ANALYSIS_TIME).withUnit(MetricUnits.SECONDS)
                .withDescription("Time from claiming a capture to its verdict").build());
    }

    private org.eclipse.microprofile.metrics.Counter failures(Tool tool) {
        return registry.counter(Metadata.builder().withName(TOOL_FAILURES)
                .withDescription("Tools that failed on a capture, by tool").build(), new Tag("tool", tool.label()));
    }
}
