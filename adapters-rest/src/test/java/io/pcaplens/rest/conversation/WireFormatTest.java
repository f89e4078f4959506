package io.pcaplens.rest.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The API's conversation and flow, and both CSV exports, as they were before each part got its own flattener:
 * every field and column of a row with every part set, by name, in order, with its value. The field lists are
 * the ConversationBody and FlowBody properties of the API document (docs/api.md, The API document) as the
 * service served it; the values and the CSV lines are what the service wrote for these rows. JSON-B writes a body
 * from its record components, so the components and their values are the wire's fields.
 */
class WireFormatTest {

    static final List<String> CONVERSATION_FIELDS = List.of(
            "id", "fileId", "key", "srcIp", "srcPort", "dstIp", "dstPort", "protocol", "transport",
            "dissectorProtocol", "packetCount", "totalBytes", "srcPackets", "srcBytes", "dstPackets", "dstBytes",
            "startTime", "endTime", "durationMs", "fileTypes", "httpUserAgents", "appName", "category",
            "dpiConfidence", "flowRisks", "hostname", "ja3Client", "ja3Server", "ja4Client", "alpn", "tlsIssuer",
            "tlsSubject", "certNotBefore", "certNotAfter", "idsAlerts", "idsAlertDetails", "customRules", "srcGeo",
            "dstGeo", "srcDeviceType", "dstDeviceType", "extractedFileCount", "communityId", "wiresharkFilter",
            "certValidAtCapture", "names", "logins", "dns");

    static final List<String> FLOW_FIELDS = List.of(
            "id", "fileId", "key", "communityId", "transport", "srcIp", "srcPort", "dstIp", "dstPort", "initiator",
            "protocol", "labels", "conversationIds", "dissectorProtocol", "packetCount", "totalBytes", "srcPackets",
            "srcBytes", "dstPackets", "dstBytes", "startTime", "endTime", "durationMs", "fileTypes",
            "httpUserAgents", "appName", "category", "dpiConfidence", "flowRisks", "hostname", "ja3Client",
            "ja3Server", "ja4Client", "alpn", "tlsIssuer", "tlsSubject", "certNotBefore", "certNotAfter",
            "idsAlerts", "idsAlertDetails", "customRules", "srcGeo", "dstGeo", "srcDeviceType", "dstDeviceType",
            "extractedFileCount", "wiresharkFilter");

    private static final List<String> CONVERSATION = List.of(
            "id=42",
            "fileId=0a6e1a0c-0000-4000-8000-000000000001",
            "key=142.250.0.1:443-192.168.1.2:5000-TLSV1.2",
            "srcIp=192.168.1.2",
            "srcPort=5000",
            "dstIp=142.250.0.1",
            "dstPort=443",
            "protocol=TLSV1.2",
            "transport=TCP",
            "dissectorProtocol=TLS",
            "packetCount=12",
            "totalBytes=9800",
            "srcPackets=5",
            "srcBytes=800",
            "dstPackets=7",
            "dstBytes=9000",
            "startTime=2023-11-14T22:13:20.123456789Z",
            "endTime=2023-11-14T22:13:21Z",
            "durationMs=876",
            "fileTypes=[PDF, ZIP]",
            "httpUserAgents=[curl/8.0]",
            "appName=YouTube",
            "category=Media",
            "dpiConfidence=DPI",
            "flowRisks=[tls_self_signed_certificate]",
            "hostname=www.youtube.com",
            "ja3Client=aaa",
            "ja3Server=bbb",
            "ja4Client=t13d1516h2_8daaf6152771_e5627efa2ab1",
            "alpn=[h2, http/1.1]",
            "tlsIssuer=CN=issuer",
            "tlsSubject=CN=subject",
            "certNotBefore=2020-01-01T00:00:00Z",
            "certNotAfter=2030-01-01T00:00:00Z",
            "idsAlerts=[ET POLICY]",
            "idsAlertDetails=[AlertBody[signature=ET POLICY, sid=2010000, severity=2], AlertBody[signature=ET POLICY, sid=2010001, severity=1]]",
            "customRules=[RuleBody[name=self-signed, severity=medium], RuleBody[name==cmd, severity=high]]",
            "srcGeo=null",
            "dstGeo=Geo[country=United States, countryCode=US, region=null, city=null, asn=AS15169, org=Google LLC, source=online]",
            "srcDeviceType=Laptop/Desktop",
            "dstDeviceType=Server",
            "extractedFileCount=2",
            "communityId=1:wCb3OG7yAFWelaUydu0D+125CLM=",
            "wiresharkFilter=ip.addr==192.168.1.2 && ip.addr==142.250.0.1 && tcp.port==5000 && tcp.port==443",
            "certValidAtCapture=true",
            "names=[NameBody[name=www.youtube.com, source=TLS_SNI], NameBody[name=*.google.com, source=CERT_SAN]]",
            "logins=[LoginBody[protocol=HTTP, user=alice, client=192.168.1.2, password=encoded]]",
            "dns=DnsBody[nxdomain=1, nxdomainNames=[no-such.example], queryTypes={A=2, TXT=1}]");

    private static final List<String> FLOW = List.of(
            "id=7",
            "fileId=0a6e1a0c-0000-4000-8000-000000000001",
            "key=TCP 142.250.0.1 443 192.168.1.2 5000",
            "communityId=1:wCb3OG7yAFWelaUydu0D+125CLM=",
            "transport=TCP",
            "srcIp=192.168.1.2",
            "srcPort=5000",
            "dstIp=142.250.0.1",
            "dstPort=443",
            "initiator=SYN",
            "protocol=TCP",
            "labels=[LabelBody[protocol=TCP, packets=5, conversationId=7], LabelBody[protocol=TLSV1.2, packets=12, conversationId=8]]",
            "conversationIds=[7, 8]",
            "dissectorProtocol=TLS",
            "packetCount=12",
            "totalBytes=9800",
            "srcPackets=5",
            "srcBytes=800",
            "dstPackets=7",
            "dstBytes=9000",
            "startTime=2023-11-14T22:13:20.123456789Z",
            "endTime=2023-11-14T22:13:21Z",
            "durationMs=876",
            "fileTypes=[PDF, ZIP]",
            "httpUserAgents=[curl/8.0]",
            "appName=YouTube",
            "category=Media",
            "dpiConfidence=DPI",
            "flowRisks=[tls_self_signed_certificate]",
            "hostname=www.youtube.com",
            "ja3Client=aaa",
            "ja3Server=bbb",
            "ja4Client=t13d1516h2_8daaf6152771_e5627efa2ab1",
            "alpn=[h2, http/1.1]",
            "tlsIssuer=CN=issuer",
            "tlsSubject=CN=subject",
            "certNotBefore=2020-01-01T00:00:00Z",
            "certNotAfter=2030-01-01T00:00:00Z",
            "idsAlerts=[ET POLICY]",
            "idsAlertDetails=[AlertBody[signature=ET POLICY, sid=2010000, severity=2]]",
            "customRules=[RuleBody[name=self-signed, severity=medium]]",
            "srcGeo=null",
            "dstGeo=Geo[country=United States, countryCode=US, region=null, city=null, asn=AS15169, org=Google LLC, source=online]",
            "srcDeviceType=Laptop/Desktop",
            "dstDeviceType=Server",
            "extractedFileCount=3",
            "wiresharkFilter=ip.addr==192.168.1.2 && ip.addr==142.250.0.1 && tcp.port==5000 && tcp.port==443");

    private static final String CONVERSATION_HEADER = "id,srcIp,srcPort,dstIp,dstPort,protocol,transport,dissectorProtocol,appName,category,"
            + "flowRisks,idsAlerts,packetCount,totalBytes,startTime,endTime,durationMs,hostname,"
            + "ja3Client,ja3Server,fileTypes,httpUserAgents,customRules,srcCountry,dstCountry,"
            + "srcDeviceType,dstDeviceType,extractedFileCount,srcPackets,srcBytes,dstPackets,dstBytes,"
            + "ja4Client,communityId,alpn";
    private static final String CONVERSATION_LINE = "42,192.168.1.2,5000,142.250.0.1,443,TLSV1.2,TCP,TLS,YouTube,Media,"
            + "tls_self_signed_certificate,ET POLICY,12,9800,2023-11-14T22:13:20.123456789Z,"
            + "2023-11-14T22:13:21Z,876,www.youtube.com,aaa,bbb,PDF; ZIP,curl/8.0,self-signed; =cmd,,US,"
            + "Laptop/Desktop,Server,2,5,800,7,9000,t13d1516h2_8daaf6152771_e5627efa2ab1,"
            + "1:wCb3OG7yAFWelaUydu0D+125CLM=,h2; http/1.1";
    private static final String FLOW_HEADER = "id,transport,srcIp,srcPort,dstIp,dstPort,initiator,labels,dissectorProtocol,appName,"
            + "category,flowRisks,idsAlerts,packetCount,totalBytes,srcPackets,srcBytes,dstPackets,"
            + "dstBytes,startTime,endTime,durationMs,hostname,ja3Client,ja3Server,ja4Client,communityId,"
            + "fileTypes,customRules,srcCountry,dstCountry,srcDeviceType,dstDeviceType,"
            + "extractedFileCount,conversationIds,alpn";
    private static final String FLOW_LINE = "7,TCP,192.168.1.2,5000,142.250.0.1,443,SYN,TCP 5; TLSV1.2 12,TLS,YouTube,Media,"
            + "tls_self_signed_certificate,ET POLICY,12,9800,5,800,7,9000,2023-11-14T22:13:20.123456789Z,"
            + "2023-11-14T22:13:21Z,876,www.youtube.com,aaa,bbb,t13d1516h2_8daaf6152771_e5627efa2ab1,"
            + "1:wCb3OG7yAFWelaUydu0D+125CLM=,PDF; ZIP,self-signed,,US,Laptop/Desktop,Server,3,7; 8,"
            + "h2; http/1.1";

    private static final CaptureId CAPTURE = new CaptureId("0A6E1A0C-0000-4000-8000-000000000001");
    private static final FlowFacts FACTS = new FlowFacts(null,
            new DpiFacts("YouTube", "Media", "DPI", List.of("tls_self_signed_certificate")),
            new TlsFacts("www.youtube.com", "aaa", "bbb", "t13d1516h2_8daaf6152771_e5627efa2ab1",
                    List.of("h2", "http/1.1"), "CN=issuer", "CN=subject", "2020-01-01 00:00:00",
                    "2030-01-01 00:00:00"));
    private static final Traffic TRAFFIC = new Traffic(1_700_000_000_123_456_789L, 1_700_000_001_000_000_000L, 17,
            new Volume(5, 800), new Volume(7, 9000));
    private static final HostFacts CLIENT = new HostFacts(null, DeviceType.LAPTOP_DESKTOP);
    private static final HostFacts SERVER = new HostFacts(
            new Geo("United States", "US", null, null, "AS15169", "Google LLC", Geo.ONLINE), DeviceType.SERVER);
    private static final CommunityId COMMUNITY_ID = new CommunityId("1:wCb3OG7yAFWelaUydu0D+125CLM=");

    static final ConversationRow ROW = new ConversationRow(new ConversationId(42), CAPTURE,
            new Identity(new ConversationKey("142.250.0.1:443-192.168.1.2:5000-TLSV1.2"), "192.168.1.2", 5000,
                    "142.250.0.1", 443, Transport.TCP, COMMUNITY_ID),
            TRAFFIC,
            new Labels("TLSV1.2", "TLS", List.of("PDF", "ZIP"), List.of("curl/8.0"),
                    List.of(new SeenName("www.youtube.com", SeenName.Source.TLS_SNI),
                            new SeenName("*.google.com", SeenName.Source.CERT_SAN)),
                    List.of(new io.pcaplens.domain.conversation.Login("HTTP", "alice", "192.168.1.2",
                            io.pcaplens.domain.packet.PasswordSeen.ENCODED)),
                    new io.pcaplens.domain.conversation.DnsAnswers(1, List.of("no-such.example"),
                            java.util.Map.of("TXT", 1, "A", 2))),
            FACTS,
            List.of(new IdsAlert(null, "ET POLICY", 2010000, 2), new IdsAlert(null, "ET POLICY", 2010001, 1)),
            CLIENT, SERVER,
            List.of(new RuleMatch("self-signed", Severity.MEDIUM), new RuleMatch("=cmd", Severity.HIGH)),
            2);

    static final Flow FLOW_ROW = new Flow(7, CAPTURE, "TCP 142.250.0.1 443 192.168.1.2 5000", Transport.TCP,
            "192.168.1.2", 5000, "142.250.0.1", 443, COMMUNITY_ID, true, TRAFFIC, "TLS",
            List.of(new Flow.Leg(new ConversationId(7), "TCP", 5), new Flow.Leg(new ConversationId(8), "TLSV1.2", 12)),
            FACTS, List.of("PDF", "ZIP"), List.of("curl/8.0"),
            List.of(new IdsAlert(null, "ET POLICY", 2010000, 2)),
            List.of(new RuleMatch("self-signed", Severity.MEDIUM)),
            CLIENT, SERVER, 3);

    @Test
    void aConversationHasTheFieldsOfTheApiDocumentInItsOrderWithTheirValues() throws Exception {
        assertEquals(CONVERSATION, components(ConversationBody.from(ROW)));
        assertEquals(CONVERSATION_FIELDS, names(CONVERSATION));
    }

    @Test
    void aFlowHasTheFieldsOfTheApiDocumentInItsOrderWithTheirValues() throws Exception {
        assertEquals(FLOW, components(FlowBody.from(FLOW_ROW)));
        assertEquals(FLOW_FIELDS, names(FLOW));
    }

    @Test
    void theApiDocumentTheBuildWroteStillListsTheBodiesFieldsInTheirOrder() throws Exception {
        JsonObject schemas = apiDocument().getJsonObject("components").getJsonObject("schemas");
        assertEquals(CONVERSATION_FIELDS,
                new ArrayList<>(schemas.getJsonObject("ConversationBody").getJsonObject("properties").keySet()));
        assertEquals(FLOW_FIELDS,
                new ArrayList<>(schemas.getJsonObject("FlowBody").getJsonObject("properties").keySet()));
    }

    @Test
    void theConversationCsvKeepsItsColumnsAndCells() {
        assertEquals(CONVERSATION_HEADER, ConversationCsv.header());
        assertEquals(CONVERSATION_LINE + "\r\n", ConversationCsv.line(ConversationParts.of(ROW)));
    }

    @Test
    void theFlowCsvKeepsItsColumnsAndCells() {
        assertEquals(FLOW_HEADER, FlowCsv.header());
        assertEquals(FLOW_LINE + "\r\n", FlowCsv.line(FlowParts.of(FLOW_ROW)));
    }

    private static List<String> components(Record body) throws Exception {
        List<String> fields = new ArrayList<>();
        for (RecordComponent c : body.getClass().getRecordComponents()) {
            fields.add(c.getName() + "=" + c.getAccessor().invoke(body));
        }
        return fields;
    }

    private static List<String> names(List<String> fields) {
        return fields.stream().map(f -> f.substring(0, f.indexOf('='))).toList();
    }

    /** The document smallrye-open-api-maven-plugin wrote into the classes, which the service serves at /openapi. */
    private static JsonObject apiDocument() throws Exception {
        try (InputStream in = WireFormatTest.class.getResourceAsStream("/META-INF/pcaplens/openapi.json")) {
            assertNotNull(in, "the build writes the API document");
            try (JsonReader reader = Json.createReader(in)) {
                return reader.readObject();
            }
        }
    }
}
