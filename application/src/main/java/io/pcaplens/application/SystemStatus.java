package io.pcaplens.application;

import io.pcaplens.application.signature.RuleBook;

import io.pcaplens.domain.capture.port.ExternalTool.ToolStatus;
import io.pcaplens.domain.conversation.port.GeoLocator;
import io.pcaplens.domain.conversation.port.OnlineGeoLookup;
import io.pcaplens.domain.dissection.port.DeepPacketInspector;
import io.pcaplens.domain.dissection.port.IntrusionDetector;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.tracer.port.PacketExplainer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/** What the service runs on: the external tools and the optional features that are configured. */
@ApplicationScoped
public class SystemStatus {

    private PacketDissector dissector;
    private DeepPacketInspector dpi;
    private IntrusionDetector ids;
    private GeoLocator geo;
    private OnlineGeoLookup onlineGeo;
    private PacketExplainer explainer;
    private Settings settings;
    private RuleBook rules;

    /** For the container's proxy. */
    protected SystemStatus() {
    }

    @Inject
    public SystemStatus(PacketDissector dissector, DeepPacketInspector dpi, IntrusionDetector ids, GeoLocator geo,
                        OnlineGeoLookup onlineGeo, PacketExplainer explainer, Settings settings, RuleBook rules) {
        this.dissector = dissector;
        this.dpi = dpi;
        this.ids = ids;
        this.geo = geo;
        this.onlineGeo = onlineGeo;
        this.explainer = explainer;
        this.settings = settings;
        this.rules = rules;
    }

    public List<ToolStatus> tools() {
        return List.of(dissector.probe(), dpi.probe(), ids.probe());
    }

    public String geolocation() {
        return "offline database: " + geo.describe() + "; online service: " + onlineGeo.describe();
    }

    /** The credit the offline geolocation database asks for wherever its results are shown. */
    public java.util.Optional<GeoLocator.Attribution> geoAttribution() {
        return geo.attribution();
    }

    public String explanations() {
        return explainer.describe();
    }

    public String signatures() {
        return settings.signatures();
    }

    /** The rules file and whether it is valid, with the rules in force. */
    public RuleBook.State rules() {
        return rules.state();
    }

    /** The rules an IDS run started now loads. */
    public IdsRuleset idsRuleset() {
        return ids.ruleset();
    }

    public boolean idsByDefault() {
        return settings.idsByDefault();
    }
}
