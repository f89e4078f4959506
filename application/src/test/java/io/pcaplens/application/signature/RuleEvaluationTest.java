package io.pcaplens.application.signature;

import io.pcaplens.application.fakes.FixedRules;
import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryHostRepository;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.host.HostClassifications;
import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.signature.AddressCondition;
import io.pcaplens.domain.signature.DeviceOverride;
import io.pcaplens.domain.signature.PayloadCondition;
import io.pcaplens.domain.signature.PayloadLookout;
import io.pcaplens.domain.signature.PayloadProbe;
import io.pcaplens.domain.signature.PayloadSightings;
import io.pcaplens.domain.signature.PortCondition;
import io.pcaplens.domain.signature.SignatureRule;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import static io.pcaplens.application.fakes.Traffic.tcp;
import static io.pcaplens.application.fakes.Traffic.udp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RuleEvaluationTest {

    private static final SignatureRule DNS = new SignatureRule("dns", "name lookups", Severity.LOW, null,
            List.of(new PortCondition(PortCondition.Side.EITHER, Set.of(53))), null, 1);
    private static final SignatureRule GET = new SignatureRule("get", "plain HTTP requests", Severity.HIGH, null,
            List.of(), new PayloadCondition(List.of(new PayloadProbe.Bytes("GET ".getBytes(StandardCharsets.US_ASCII))),
            false), 5);
    private static final SignatureRule WEB_SERVER = new SignatureRule("web server", "our web server", Severity.MEDIUM,
            "Server", List.of(new AddressCondition("ip", List.of(Cidr.parse("10.0.0.2/32")))), null, 9);

    private final CaptureId captureId = new CaptureId(UUID.randomUUID().toString());
    private final InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
    private final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final InMemoryHostRepository hosts = new InMemoryHostRepository();
    /** The stored capture as its analysis merged it, with what its packets showed of DNS's and GET's patterns. */
    private DissectedCapture dissected;

    private RuleEvaluation evaluation(SignatureRule... rules) {
        return new RuleEvaluation(new RuleBook(new FixedRules(rules)), conversations, packets, captures,
                HostClassifications.on(hosts, conversations));
    }

    /** A capture with a web request and a name lookup, stored as an analysis stores them. */
    private Map<String, Long> storedCapture(CaptureStatus status) throws Exception {
        captures.add(new Capture(captureId, new CaptureUpload("t.pcap", 1, "sha", CaptureFormat.PCAP,
                new AnalysisOptions(true, false, false), Instant.now()),
                new AnalysisState(status, null, new Progress(0, Progress.QUEUED), null), CaptureFindings.NONE));
        List<PacketRecord> traffic = List.of(tcp(1, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", ""),
                tcp(2, "10.0.0.1", 5000, "10.0.0.2", 80, "HTTP", "474554202f"),
                udp(3, "10.0.0.1", 5353, "10.0.0.3", 53, "DNS"));
        DissectedSlice slice = new DissectedSlice(PayloadLookout.of(new RuleBook(new FixedRules(DNS, GET)).rules()));
        Map<ConversationKey, Long> ids = new HashMap<>();
        packets.prepare(captureId);
        PacketRepository.Writer writer = packets.open(captureId);
        for (PacketRecord p : traffic) {
            writer.write(ids.computeIfAbsent(slice.add(p).key(), k -> ids.size() + 1L), p);
        }
        writer.close();
        dissected = DissectedCapture.merge(List.of(slice.ended(traffic.size(), null, UntimedFrames.NONE)
                .numbered(ids::get)));
        List<ConversationRow> rows = dissected.rows(captureId);
        conversations.addAll(rows);
        Map<String, Long> byProtocol = new HashMap<>();
        rows.forEach(r -> byProtocol.put(r.labels().protocol(), r.id().value()));
        return byProtocol;
    }

    @Test
    void aRuleFiresOnTheRowsItsConditionsHoldForAndOnNoOther() throws Exception {
        Map<String, Long> row = storedCapture(CaptureStatus.ANALYZING);

        RuleEvaluation.Outcome outcome = evaluation(DNS).apply(captureId);

        assertEquals(1, outcome.ruleCount());
        assertEquals(1, outcome.matchedConversations());
        assertEquals(List.of(new RuleMatch("dns", Severity.LOW)), conversations.customRules(row.get("DNS")));
        assertEquals(List.of(), conversations.customRules(row.get("HTTP")));
    }

    @Test
    void aPayloadRuleFiresOnTheRowWhoseStoredPayloadHoldsItsPattern() throws Exception {
        Map<String, Long> row = storedCapture(CaptureStatus.ANALYZING);

        evaluation(DNS, GET).apply(captureId);

        assertEquals(List.of(new RuleMatch("get", Severity.HIGH)), conversations.customRules(row.get("HTTP")));
        assertEquals(List.of(), conversations.customRules(row.get("TCP")), "its packets carry no payload");
    }

    @Test
    void anAnalysisDecidesPayloadRulesFromWhatItsPacketsShowedWithoutReadingThemBack() throws Exception {
        Map<String, Long> row = storedCapture(CaptureStatus.ANALYZING);
        List<ConversationRow> rows = dissected.rows(captureId);
        // with the stored packets gone, only what they showed as they were read can fire GET
        packets.dropFrames(captureId, 1, null);

        RuleEvaluation.Outcome outcome = evaluation(DNS, GET).apply(captureId, rows, dissected.payloadSightings());

        assertEquals(2, outcome.matchedConversations());
        assertEquals(List.of(new RuleMatch("get", Severity.HIGH)), conversations.customRules(row.get("HTTP")));
        assertEquals(List.of(new RuleMatch("dns", Severity.LOW)), conversations.customRules(row.get("DNS")));
    }

    @Test
    void sightingsOfAnotherVersionOfTheRulesAreNotTrustedAndThePayloadsAreReadBack() throws Exception {
        Map<String, Long> row = storedCapture(CaptureStatus.ANALYZING);
        List<ConversationRow> rows = dissected.rows(captureId);
        Optional<PayloadSightings> stale = dissected.payloadSightings()
                .map(s -> new PayloadSightings("an older file", s.byConversation()));

        evaluation(DNS, GET).apply(captureId, rows, stale);
        assertEquals(List.of(new RuleMatch("get", Severity.HIGH)), conversations.customRules(row.get("HTTP")));

        packets.dropFrames(captureId, 1, null);
        evaluation(DNS, GET).apply(captureId, rows, stale);
        assertEquals(List.of(), conversations.customRules(row.get("HTTP")), "read back: no payload left to match");
    }

    @Test
    void aRuleWithADeviceTypeSetsItForTheHostsItNames() throws Exception {
        storedCapture(CaptureStatus.ANALYZING);

        RuleEvaluation.Outcome outcome = evaluation(WEB_SERVER).apply(captureId);

        Map<String, DeviceOverride> expected = Map.of("10.0.0.2", new DeviceOverride("web server", "Server"));
        assertEquals(expected, outcome.deviceOverrides());
        assertEquals(expected, hosts.overrides(captureId));
    }

    @Test
    void rulesAreAppliedAgainToACompletedFileOnly() throws Exception {
        storedCapture(CaptureStatus.ANALYZING);

        RuleEvaluation.NotCompletedException refused = assertThrows(RuleEvaluation.NotCompletedException.class,
                () -> evaluation(DNS).reapply(captureId));

        assertTrue(refused.getMessage().contains("ANALYZING"), refused.getMessage());
        assertEquals(Optional.empty(), evaluation(DNS).reapply(new CaptureId(UUID.randomUUID().toString())));
        captures.finish(captureId, AnalysisEnd.completed(new CaptureFindings(null, null, 3L, 3, Map.of(), List.of())));
        assertEquals(1, evaluation(DNS).reapply(captureId).orElseThrow().matchedConversations());
    }
}
