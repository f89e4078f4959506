package io.pcaplens.application.capture;

import io.pcaplens.application.capture.SliceDissection.Dissection;
import io.pcaplens.application.conversation.FlowEnrichment;
import io.pcaplens.application.host.GeoEnrichment;
import io.pcaplens.application.host.HostClassification;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.ToolReport;
import io.pcaplens.domain.conversation.ConversationRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * Enrichment of a dissected capture (architecture.md, pipeline step 5, before the custom rules): the side
 * tools' per-flow facts and IDS alerts joined to the rows, then geolocation of external addresses, then
 * device classification of every host, which reads the finished rows for their roles.
 */
@ApplicationScoped
public class CaptureEnrichment {

    private GeoEnrichment geo;
    private HostClassification hosts;

    /** For the container's proxy. */
    protected CaptureEnrichment() {
    }

    @Inject
    public CaptureEnrichment(GeoEnrichment geo, HostClassification hosts) {
        this.geo = geo;
        this.hosts = hosts;
    }

    /**
     * Waits for the side tools, whose outcomes are recorded in {@code tools}.
     *
     * @return the enriched rows, and the hosts to store once the rows are stored
     */
    public HostClassification.Classified enrich(Capture capture, Dissection dissection, SideTools.Running side,
                                                ToolReport tools) throws InterruptedException {
        List<ConversationRow> rows = dissection.rows();
        List<ConversationRow> classified = FlowEnrichment.attach(rows, side.flowFacts(rows, tools),
                capture.options().enableDpi());
        List<ConversationRow> alerted = side.alerts(tools)
                .map(alerts -> FlowEnrichment.attachAlerts(classified, alerts)).orElse(classified);
        return hosts.classify(dissection.hosts(), dissection.frames(), geo.attach(capture.id(), alerted));
    }
}
