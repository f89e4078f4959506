package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.DestinationVolume;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.monitor.FindingFact;
import io.pcaplens.domain.monitor.HostNameFact;
import io.pcaplens.domain.monitor.HostNaming;
import io.pcaplens.domain.monitor.IdentityFact;
import io.pcaplens.domain.monitor.HostFact;
import io.pcaplens.domain.monitor.LocalGateway;
import io.pcaplens.domain.monitor.ServiceFact;
import io.pcaplens.domain.monitor.ServiceTransport;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotStanding;
import io.pcaplens.domain.monitor.TrafficSummary;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A capture's snapshot facts as the JSON kept in {@code capture_facts.facts}. */
final class SnapshotFactsJson {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private SnapshotFactsJson() {
    }

    static String toJson(SnapshotFacts f) {
        JsonArrayBuilder hosts = BUILDERS.createArrayBuilder();
        for (HostFact h : f.hosts()) {
            JsonObjectBuilder o = BUILDERS.createObjectBuilder();
            optional(o, "ip", h.ip());
            optional(o, "mac", h.mac());
            o.add("deviceType", h.deviceType().label());
            optional(o, "vendor", h.vendor());
            hosts.add(o);
        }
        JsonArrayBuilder bindings = BUILDERS.createArrayBuilder();
        for (Binding b : f.bindings()) {
            JsonObjectBuilder o = BUILDERS.createObjectBuilder().add("ip", b.ip()).add("mac", b.mac())
                    .add("evidence", strings(b.evidence().stream().map(Enum::name).toList()));
            optional(o, "vendor", b.vendor());
            bindings.add(o);
        }
        JsonArrayBuilder services = BUILDERS.createArrayBuilder();
        for (ServiceFact s : f.services()) {
            services.add(BUILDERS.createObjectBuilder().add("ip", s.ip()).add("port", s.port())
                    .add("transport", s.transport().name()));
        }
        JsonArrayBuilder rules = BUILDERS.createArrayBuilder();
        for (RuleMatch m : f.ruleMatches()) {
            rules.add(BUILDERS.createObjectBuilder().add("name", m.name()).add("severity", m.severity().apiName()));
        }
        JsonObjectBuilder all = BUILDERS.createObjectBuilder()
                .add("hosts", hosts)
                .add("bindings", bindings)
                .add("services", services)
                .add("applications", strings(f.applications()))
                .add("protocols", strings(f.protocols()))
                .add("risks", strings(f.risks()))
                .add("ruleMatches", rules)
                .add("countries", strings(f.countries()))
                .add("summary", BUILDERS.createObjectBuilder().add("hosts", f.summary().hosts())
                        .add("conversations", f.summary().conversations()).add("bytes", f.summary().bytes()));
        if (f.gateway() != null) {
            JsonObjectBuilder gateway = BUILDERS.createObjectBuilder().add("mac", f.gateway().mac());
            optional(gateway, "ip", f.gateway().ip());
            all.add("gateway", gateway);
        }
        optional(all, "upstreamPeer", f.upstreamPeer());
        if (f.organisations() != null) {
            // absent in facts kept from before organisations were recorded
            all.add("organisations", strings(f.organisations()));
        }
        if (f.destinations() != null) {
            // absent in facts kept from before destination volumes were recorded
            JsonArrayBuilder destinations = BUILDERS.createArrayBuilder();
            f.destinations().forEach(d -> destinations.add(BUILDERS.createObjectBuilder().add("ip", d.ip())
                    .add("bytes", d.bytes())));
            all.add("destinations", destinations);
        }
        if (f.findings() != null) {
            // absent in facts kept from before findings were recorded
            JsonArrayBuilder findings = BUILDERS.createArrayBuilder();
            f.findings().forEach(x -> findings.add(BUILDERS.createObjectBuilder().add("kind", x.kind())
                    .add("host", x.host()).add("severity", x.severity().apiName()).add("findingId", x.findingId())
                    .add("title", x.title())));
            all.add("findings", findings);
        }
        if (f.naming() != null) {
            // absent in facts kept from before names and identities were recorded
            JsonArrayBuilder names = BUILDERS.createArrayBuilder();
            f.naming().names().forEach(n -> names.add(BUILDERS.createObjectBuilder().add("ip", n.ip())
                    .add("name", n.name()).add("source", n.source())));
            JsonArrayBuilder identities = BUILDERS.createArrayBuilder();
            f.naming().identities().forEach(i -> identities.add(BUILDERS.createObjectBuilder().add("ip", i.ip())
                    .add("user", i.user()).add("domain", i.domain()).add("source", i.source())));
            all.add("names", names).add("identities", identities);
        }
        if (f.idsAlerts() != null) {
            // absent, not empty, when IDS did not run: an empty list would make every later alert "new"
            all.add("idsAlerts", strings(f.idsAlerts()));
        }
        return all.build().toString();
    }

    static SnapshotFacts fromJson(String json) {
        JsonObject o = READERS.createReader(new StringReader(json)).readObject();
        List<HostFact> hosts = o.getJsonArray("hosts").getValuesAs(JsonObject.class).stream()
                .map(h -> new HostFact(text(h, "ip"), text(h, "mac"),
                        DeviceType.parse(h.getString("deviceType")).orElse(DeviceType.UNKNOWN), text(h, "vendor")))
                .toList();
        List<Binding> bindings = o.getJsonArray("bindings").getValuesAs(JsonObject.class).stream()
                .map(b -> new Binding(b.getString("ip"), b.getString("mac"), evidence(b.getJsonArray("evidence")),
                        text(b, "vendor")))
                .toList();
        List<ServiceFact> services = o.getJsonArray("services").getValuesAs(JsonObject.class).stream()
                .map(s -> new ServiceFact(s.getString("ip"), s.getInt("port"),
                        ServiceTransport.valueOf(s.getString("transport"))))
                .toList();
        List<RuleMatch> rules = o.getJsonArray("ruleMatches").getValuesAs(JsonObject.class).stream()
                .map(m -> new RuleMatch(m.getString("name"), Severity.parse(m.getString("severity")).orElseThrow()))
                .toList();
        JsonObject gateway = o.containsKey("gateway") ? o.getJsonObject("gateway") : null;
        JsonObject summary = o.getJsonObject("summary");
        return new SnapshotFacts(hosts, bindings, services, strings(o, "applications"), strings(o, "protocols"),
                gateway == null ? null : new LocalGateway(gateway.getString("mac"), text(gateway, "ip")),
                text(o, "upstreamPeer"), strings(o, "risks"),
                o.containsKey("idsAlerts") ? strings(o, "idsAlerts") : null, rules, strings(o, "countries"),
                o.containsKey("organisations") ? strings(o, "organisations") : null, trafficSummary(summary),
                o.containsKey("destinations") ? destinations(o.getJsonArray("destinations")) : null,
                o.containsKey("findings") ? findings(o.getJsonArray("findings")) : null,
                o.containsKey("names") ? naming(o) : null);
    }

    private static HostNaming naming(JsonObject o) {
        return new HostNaming(o.getJsonArray("names").getValuesAs(JsonObject.class).stream()
                .map(n -> new HostNameFact(n.getString("ip"), n.getString("name"), n.getString("source"))).toList(),
                o.getJsonArray("identities").getValuesAs(JsonObject.class).stream()
                        .map(i -> new IdentityFact(i.getString("ip"), i.getString("user"), i.getString("domain"),
                                i.getString("source"))).toList());
    }

    static String toJson(SnapshotStanding standing) {
        TrafficSummary t = standing.traffic();
        JsonObjectBuilder violations = BUILDERS.createObjectBuilder();
        standing.violations().forEach((severity, count) -> violations.add(severity.name(), count));
        return BUILDERS.createObjectBuilder().add("hosts", t.hosts()).add("conversations", t.conversations())
                .add("bytes", t.bytes()).add("violations", violations).build().toString();
    }

    static SnapshotStanding standing(String json) {
        JsonObject o = READERS.createReader(new StringReader(json)).readObject();
        Map<ChangeSeverity, Integer> violations = new EnumMap<>(ChangeSeverity.class);
        o.getJsonObject("violations").forEach((severity, count) -> violations.put(ChangeSeverity.valueOf(severity),
                ((JsonNumber) count).intValue()));
        return new SnapshotStanding(trafficSummary(o), violations);
    }

    private static TrafficSummary trafficSummary(JsonObject summary) {
        return new TrafficSummary(summary.getInt("hosts"), summary.getJsonNumber("conversations").longValue(),
                summary.getJsonNumber("bytes").longValue());
    }

    private static List<DestinationVolume> destinations(JsonArray volumes) {
        return volumes.getValuesAs(JsonObject.class).stream()
                .map(d -> new DestinationVolume(d.getString("ip"), d.getJsonNumber("bytes").longValue()))
                .toList();
    }

    private static List<FindingFact> findings(JsonArray facts) {
        return facts.getValuesAs(JsonObject.class).stream()
                .map(x -> new FindingFact(x.getString("kind"), x.getString("host"),
                        FindingSeverity.parse(x.getString("severity")).orElseThrow(), x.getString("findingId"),
                        x.getString("title")))
                .toList();
    }

    private static Set<BindingEvidence> evidence(JsonArray names) {
        Set<BindingEvidence> kinds = EnumSet.noneOf(BindingEvidence.class);
        names.getValuesAs(JsonString.class).forEach(n -> kinds.add(BindingEvidence.valueOf(n.getString())));
        return kinds;
    }

    private static JsonArrayBuilder strings(Collection<String> values) {
        JsonArrayBuilder array = BUILDERS.createArrayBuilder();
        values.forEach(array::add);
        return array;
    }

    private static List<String> strings(JsonObject o, String key) {
        return o.getJsonArray(key).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    private static void optional(JsonObjectBuilder o, String key, String value) {
        if (value != null) {
            o.add(key, value);
        }
    }

    private static String text(JsonObject o, String key) {
        JsonValue v = o.get(key);
        return v instanceof JsonString s ? s.getString() : null;
    }
}
