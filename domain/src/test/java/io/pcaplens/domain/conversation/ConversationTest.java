package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Packets;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import static io.pcaplens.domain.packet.Packets.packet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class ConversationTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");

    private static Packets tcp(long frame, String src, String sport, String dst, String dport) {
        return packet().frame(frame).time("1000." + String.format("%09d", frame)).ip(src, dst).tcp(sport, dport);
    }

    @Test
    void lowerAddressGoesFirstInTheKey() {
        PacketRecord out = tcp(1, "10.0.0.2", "1234", "10.0.0.1", "80").record();
        assertEquals("10.0.0.1:80-10.0.0.2:1234-TCP", ConversationKey.of(out.endpoints(), out.protocol()).value());
    }

    @Test
    void sameHostTrafficPutsTheLowerPortFirst() {
        PacketRecord p = tcp(1, "127.0.0.1", "51607", "127.0.0.1", "3001").record();
        assertEquals("127.0.0.1:3001-127.0.0.1:51607-TCP", ConversationKey.of(p.endpoints(), p.protocol()).value());
    }

    @Test
    void comparisonIsLexicographicNotNumeric() {
        PacketRecord p = tcp(1, "10.24.82.188", "1", "10.188.1.1", "2").record();
        assertEquals("10.188.1.1:2-10.24.82.188:1-TCP", ConversationKey.of(p.endpoints(), p.protocol()).value());
    }

    @Test
    void portlessPacketsCountAsPortZero() {
        PacketRecord p = packet().ip("10.0.0.1", "10.0.0.2").protocol("ICMP").stack("eth:ethertype:ip:icmp:data").record();
        assertEquals("10.0.0.1:0-10.0.0.2:0-ICMP", ConversationKey.of(p.endpoints(), p.protocol()).value());
    }

    @Test
    void aPacketAndItsReplyShareOneConversationWithTheFirstPacketsEndpoints() {
        ConversationTable table = new ConversationTable();
        table.add(tcp(1, "10.0.0.2", "1234", "10.0.0.1", "80").len(74).record());
        table.add(tcp(2, "10.0.0.1", "80", "10.0.0.2", "1234").len(60).record());
        assertEquals(1, table.size());
        ConversationRow row = only(table);
        assertEquals("10.0.0.2", row.identity().srcIp());
        assertEquals(1234, row.identity().srcPort());
        assertEquals(2, row.traffic().packetCount());
        assertEquals(134, row.traffic().totalBytes());
        assertEquals(1000_000000001L, row.traffic().startNanos());
        assertEquals(1000_000000002L, row.traffic().endNanos());
    }

    @Test
    void differentProtocolLabelsMakeDifferentConversations() {
        ConversationTable table = new ConversationTable();
        table.add(tcp(1, "10.0.0.2", "1234", "10.0.0.1", "443").record());
        table.add(tcp(2, "10.0.0.2", "1234", "10.0.0.1", "443").protocol("TLSv1.2").record());
        assertEquals(2, table.size());
    }

    @Test
    void dissectorProtocolIsTheMostFrequentLabelAndTiesGoToTheEarliest() {
        ConversationTable table = new ConversationTable();
        table.add(tcp(1, "a", "1", "b", "2").stack("eth:ip:tcp:smtp").record());
        table.add(tcp(2, "a", "1", "b", "2").stack("eth:ip:tcp:imf").record());
        table.add(tcp(3, "b", "2", "a", "1").stack("eth:ip:tcp").record());
        assertEquals(Optional.of("SMTP"), table.conversations().iterator().next().dissectorProtocol());
        table.add(tcp(4, "a", "1", "b", "2").stack("eth:ip:tcp:imf").record());
        assertEquals(Optional.of("IMF"), table.conversations().iterator().next().dissectorProtocol());
    }

    @Test
    void slicesMergedInAnyOrderGiveTheSameConversationsAsOnePass() {
        List<PacketRecord> packets = new ArrayList<>();
        String[] hosts = {"10.0.0.1", "10.0.0.2", "10.0.0.3"};
        for (int i = 1; i <= 300; i++) {
            String a = hosts[i % 3];
            String b = hosts[(i / 3) % 3];
            boolean reply = i % 2 == 0;
            packets.add(tcp(i, reply ? b : a, reply ? "80" : "4000", reply ? a : b, reply ? "4000" : "80")
                    .len(60 + i).stack(i % 5 == 0 ? "eth:ip:tcp:http" : "eth:ip:tcp:tls").record());
        }
        ConversationTable whole = new ConversationTable();
        packets.forEach(whole::add);

        ConversationTable[] slices = {new ConversationTable(), new ConversationTable(), new ConversationTable()};
        for (PacketRecord p : packets) {
            slices[(int) ((p.frameNumber() - 1) / 100)].add(p);
        }
        ConversationTable merged = new ConversationTable();
        merged.absorb(slices[2]);
        merged.absorb(slices[0]);
        merged.absorb(slices[1]);

        assertEquals(rows(whole), rows(merged));
        assertNotEquals(0, rows(whole).size());
    }

    @Test
    void theFirstHelloOfAConversationIsKeptWhicheverSliceSawItFirst() {
        PacketRecord clientHello = tcp(5, "10.0.0.1", "5000", "10.0.0.2", "443").protocol("TLSv1.2")
                .tls("www.example.org", "aaa", "").record();
        PacketRecord serverHello = tcp(7, "10.0.0.2", "443", "10.0.0.1", "5000").protocol("TLSv1.2")
                .tls("", "", "bbb").record();
        PacketRecord laterHello = tcp(900, "10.0.0.1", "5000", "10.0.0.2", "443").protocol("TLSv1.2")
                .tls("other.example", "zzz", "").record();
        ConversationTable early = new ConversationTable();
        early.add(clientHello);
        early.add(serverHello);
        ConversationTable late = new ConversationTable();
        late.add(laterHello);
        late.absorb(early);
        ConversationRow row = only(late);
        assertEquals("www.example.org", row.flow().tls().hostname());
        assertEquals("aaa", row.flow().tls().ja3Client());
        assertEquals("bbb", row.flow().tls().ja3Server());
    }

    /** Spec 10.6 item 4: what the first packet's source sent counts for the src side, all else for the dst side. */
    @Test
    void eachSideCountsThePacketsAndBytesItSent() {
        ConversationTable table = new ConversationTable();
        table.add(tcp(1, "10.0.0.2", "1234", "10.0.0.1", "80").len(74).record());
        table.add(tcp(2, "10.0.0.1", "80", "10.0.0.2", "1234").len(60).record());
        table.add(tcp(3, "10.0.0.2", "1234", "10.0.0.1", "80").len(100).record());
        Traffic traffic = only(table).traffic();
        assertEquals(new Volume(2, 174), traffic.fromSrc());
        assertEquals(new Volume(1, 60), traffic.fromDst());
        assertEquals(3, traffic.packetCount());
        assertEquals(234, traffic.totalBytes());
    }

    /** The rule compares addresses only: when both ends share one, every packet is the src side's. */
    @Test
    void sameHostTrafficCountsAsSentByTheSrcSide() {
        ConversationTable table = new ConversationTable();
        table.add(tcp(1, "127.0.0.1", "51607", "127.0.0.1", "3001").len(66).record());
        table.add(tcp(2, "127.0.0.1", "3001", "127.0.0.1", "51607").len(54).record());
        Traffic traffic = only(table).traffic();
        assertEquals(new Volume(2, 120), traffic.fromSrc());
        assertEquals(Volume.NONE, traffic.fromDst());
    }

    /**
     * A slice counts its sides from its own first packet. When the later slice starts with the other side's
     * packet, its counts are turned around on merging, whichever table absorbs the other.
     */
    @Test
    void aSliceThatStartsWithTheOtherSideIsCountedForTheRightSide() {
        List<PacketRecord> packets = List.of(
                tcp(1, "10.0.0.2", "1234", "10.0.0.1", "80").len(74).record(),
                tcp(2, "10.0.0.1", "80", "10.0.0.2", "1234").len(60).record(),
                tcp(3, "10.0.0.1", "80", "10.0.0.2", "1234").len(1514).record(),
                tcp(4, "10.0.0.2", "1234", "10.0.0.1", "80").len(66).record(),
                tcp(5, "10.0.0.1", "80", "10.0.0.2", "1234").len(1000).record());
        Volume fromClient = new Volume(2, 74 + 66);
        Volume fromServer = new Volume(3, 60 + 1514 + 1000);

        ConversationTable laterIntoEarlier = slice(packets, 1, 2);
        laterIntoEarlier.absorb(slice(packets, 3, 5));
        ConversationTable earlierIntoLater = slice(packets, 3, 5);
        earlierIntoLater.absorb(slice(packets, 1, 2));

        for (ConversationTable merged : List.of(laterIntoEarlier, earlierIntoLater)) {
            ConversationRow row = only(merged);
            assertEquals("10.0.0.2", row.identity().srcIp());
            assertEquals(fromClient, row.traffic().fromSrc());
            assertEquals(fromServer, row.traffic().fromDst());
            assertEquals(5, row.traffic().packetCount());
        }
        assertEquals(only(slice(packets, 1, 5)), only(laterIntoEarlier));
    }

    /** The packets of frames first to last, as one slice reads them. */
    private static ConversationTable slice(List<PacketRecord> packets, long first, long last) {
        ConversationTable t = new ConversationTable();
        packets.stream().filter(p -> p.frameNumber() >= first && p.frameNumber() <= last).forEach(t::add);
        return t;
    }

    private static ConversationRow only(ConversationTable t) {
        assertEquals(1, t.size());
        return t.conversations().iterator().next().toRow(new ConversationId(1), CAPTURE);
    }

    private static List<ConversationRow> rows(ConversationTable t) {
        return t.conversations().stream().map(c -> c.toRow(new ConversationId(0), CAPTURE))
                .sorted(Comparator.comparing(r -> r.identity().key().value())).toList();
    }
}
