package io.pcaplens.domain.signature;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What the packets show of the rules' payload patterns as they stream past decides the payload rules as the
 * stored payloads read back do: per packet, across a slice boundary, and for a slice read elsewhere. Payloads
 * are those of pop3.pcap, telnet-login.pcap and bittorrent.pcap (shared/pcaps), as tshark prints them.
 */
class PayloadLookoutTest {

    private static final ConversationRow POP = row(1, "143.225.229.181", 35287, "74.208.5.28", 110, "POP");
    private static final ConversationRow TELNET = row(2, "192.168.0.2", 1550, "192.168.0.1", 23, "TELNET");
    private static final ConversationRow PEER = row(3, "192.168.1.3", 52915, "78.47.90.19", 6881, "BITTORRENT");
    private static final List<ConversationRow> ROWS = List.of(POP, TELNET, PEER);

    private static final Map<ConversationRow, List<String>> PAYLOADS = Map.of(
            POP, List.of("+OK POP server ready H migmxus", "USER cicciopernacchio@mail.com\r\n",
                    "+OK password required for user", "PASS pippozzo\r\n", "list\r\n"),
            TELNET, List.of("\r\nOpenBSD/i386 (oof) (ttyp1)\r\n\r\n", "login: ", "Password:", "fake\r\n"),
            PEER, List.of("\u0013BitTorrent protocol\u0000\u0000\u0000\u0000\u0000\u0010\u0000\u0005"));

    /** Rules of the shipped kinds: USER and PASS on POP's port, handshake bytes anywhere, a login prompt. */
    private static final SignatureSet RULES = new SignatureSet(List.of(
            new SignatureRule("telnet", "", Severity.HIGH, null,
                    List.of(new PortCondition(PortCondition.Side.EITHER, Set.of(23))), null, 1),
            payloadRule("user-pass", new PortCondition(PortCondition.Side.EITHER, Set.of(110, 21)), true,
                    regex("^USER "), regex("^PASS ")),
            payloadRule("handshake", null, false, new PayloadProbe.Bytes(
                    "\u0013BitTorrent protocol".getBytes(StandardCharsets.ISO_8859_1))),
            payloadRule("prompt", null, false, regex("login: $"), regex("^nothing"))), "v7");

    private static ConversationRow row(long id, String src, int sport, String dst, int dport, String protocol) {
        ConversationKey key = new ConversationKey(src + ":" + sport + "-" + dst + ":" + dport);
        return ConversationRow.dissected(new ConversationId(id), new CaptureId("00000000-0000-0000-0000-000000000001"),
                new Identity(key, src, sport, dst, dport, Transport.TCP),
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, protocol, List.of(),
                        List.of()), null);
    }

    private static SignatureRule payloadRule(String name, RowCondition condition, boolean matchAll,
                                             PayloadProbe... probes) {
        return new SignatureRule(name, "", Severity.MEDIUM, null, condition == null ? List.of() : List.of(condition),
                new PayloadCondition(List.of(probes), matchAll), 1);
    }

    private static PayloadProbe regex(String pattern) {
        return new PayloadProbe.Regex(Pattern.compile(pattern, Pattern.CASE_INSENSITIVE));
    }

    private static byte[] bytes(String payload) {
        return payload.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static Map<ConversationKey, Long> ids() {
        return Map.of(POP.identity().key(), 1L, TELNET.identity().key(), 2L, PEER.identity().key(), 3L);
    }

    /** The matches with the payloads read back, packet by packet. */
    private static Map<Long, List<RuleMatch>> readBack() {
        SignatureEvaluation e = RULES.evaluation();
        ROWS.forEach(e::offer);
        PAYLOADS.forEach((row, packets) -> packets.forEach(p -> e.offerPayload(row.id().value(), bytes(p))));
        return e.result().matches();
    }

    private static Map<Long, List<RuleMatch>> sighted(PayloadSightings sightings) {
        SignatureEvaluation e = RULES.evaluation();
        ROWS.forEach(e::offer);
        e.offerSightings(sightings);
        return e.result().matches();
    }

    @Test
    void sightingsDecideThePayloadRulesAsThePayloadsReadBackDo() {
        PayloadLookout lookout = PayloadLookout.of(RULES);
        PAYLOADS.forEach((row, packets) -> packets.forEach(p -> lookout.look(row.identity().key(), bytes(p))));
        PayloadSightings sightings = lookout.sightings(ids()).orElseThrow();
        assertEquals("v7", sightings.rulesVersion());
        Map<Long, List<RuleMatch>> expected = readBack();
        assertEquals(Set.of(1L, 2L, 3L), expected.keySet(), "every rule kind fires on the payloads");
        assertEquals(expected, sighted(sightings));
    }

    @Test
    void aConversationCutBySlicesKeepsWhatBothHalvesShowed() {
        PayloadLookout first = PayloadLookout.of(RULES);
        PayloadLookout second = PayloadLookout.of(RULES);
        List<String> pop = PAYLOADS.get(POP);
        pop.subList(0, 2).forEach(p -> first.look(POP.identity().key(), bytes(p)));
        pop.subList(2, pop.size()).forEach(p -> second.look(POP.identity().key(), bytes(p)));
        PayloadLookout merged = PayloadLookout.merging(first);
        merged.absorb(first);
        merged.absorb(second);
        assertEquals(List.of("user-pass"), sighted(merged.sightings(ids()).orElseThrow()).get(1L).stream()
                .map(RuleMatch::name).toList(), "USER before the cut, PASS after it: match_all holds");
        PayloadLookout firstAlone = PayloadLookout.merging(first);
        firstAlone.absorb(first);
        assertEquals(null, sighted(firstAlone.sightings(ids()).orElseThrow()).get(1L), "USER alone");
    }

    @Test
    void slicesLookedAtWithAnotherVersionOfTheRulesGiveNoSightings() {
        PayloadLookout first = PayloadLookout.of(RULES);
        PayloadLookout second = PayloadLookout.of(new SignatureSet(RULES.rules(), "v8"));
        PayloadLookout merged = PayloadLookout.merging(first);
        merged.absorb(first);
        merged.absorb(second);
        assertEquals(Optional.empty(), merged.sightings(ids()));
        assertEquals(Optional.empty(), PayloadLookout.none().sightings(ids()));
    }

    @Test
    void aSliceReadElsewhereTravelsWithWhatItsPacketsShowed() throws Exception {
        PayloadLookout read = PayloadLookout.of(RULES);
        PAYLOADS.forEach((row, packets) -> packets.forEach(p -> read.look(row.identity().key(), bytes(p))));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(out)) {
            o.writeObject(read);
        }
        PayloadLookout travelled;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(out.toByteArray()))) {
            travelled = (PayloadLookout) in.readObject();
        }
        PayloadLookout merged = PayloadLookout.merging(travelled);
        merged.absorb(travelled);
        assertEquals(readBack(), sighted(merged.sightings(ids()).orElseThrow()));
        assertEquals(5, RULES.payloadProbes().size(), "patterns numbered across the rules");
    }
}
