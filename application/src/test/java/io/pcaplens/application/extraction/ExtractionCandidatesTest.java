package io.pcaplens.application.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ExtractionCandidatesTest {

    private static ConversationRow row(long id, String protocol, int clientPort, int serverPort) {
        return row(id, protocol, "10.0.0.1", clientPort, "10.0.0.2", serverPort, Transport.TCP);
    }

    private static ConversationRow row(long id, String protocol, String src, int srcPort, String dst, int dstPort,
                                       Transport transport) {
        return ConversationRow.dissected(new ConversationId(id), new CaptureId("00000000-0000-0000-0000-000000000001"),
                new Identity(new ConversationKey("k" + id), src, srcPort, dst, dstPort, transport),
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, null, List.of(), List.of()),
                null);
    }

    @Test
    void everyRowOfAFlowWithFilesIsReadAndOnlyThose() {
        List<ConversationRow> rows = List.of(
                row(1, "TCP", 5000, 80), row(2, "HTTP", 5000, 80), row(3, "HTTP/XML", 5001, 8080),
                row(4, "TCP", 5002, 443), row(5, "TLSV1.2", 5002, 443),
                row(6, "SMB2", 5003, 445), row(7, "TCP", 5003, 445),
                row(8, "SMTP/IMF", 5004, 25), row(9, "HTTP2", 5005, 443));
        assertEquals(List.of(1L, 2L, 3L, 8L), ExtractionCandidates.of(rows, true));
        assertEquals(List.of(6L, 7L), ExtractionCandidates.of(rows, false));
    }

    @Test
    void aNetbiosSessionIsReadOnlyWhenItCarriesSmb() {
        List<ConversationRow> rows = List.of(
                row(1, "NBSS", 5000, 139), row(2, "TCP", 5000, 139),
                row(3, "NBSS", 5001, 139), row(4, "SMB", 5001, 139), row(5, "TCP", 5001, 139));
        assertEquals(List.of(3L, 4L, 5L), ExtractionCandidates.of(rows, false));
        assertEquals(List.of(), ExtractionCandidates.of(rows, true));
    }

    @Test
    void anObjectWithoutItsFrameBelongsToTheOnlyFlowOfItsProtocol() {
        assertEquals(6L, ExtractionCandidates.soleRow(List.of(row(6, "SMB2", 5003, 445), row(7, "TCP", 5003, 445)), "SMB"));
        assertNull(ExtractionCandidates.soleRow(List.of(row(6, "SMB2", 5003, 445), row(8, "SMB2", 5009, 445)), "SMB"));
        assertNull(ExtractionCandidates.soleRow(List.of(row(1, "TCP", 5000, 80)), "TFTP"));
    }

    private static ConversationRow udp(long id, String protocol, String src, int srcPort, String dst, int dstPort) {
        return row(id, protocol, src, srcPort, dst, dstPort, Transport.UDP);
    }

    @Test
    void smbAndTftpAreReadPerPairOfHostsAndAttachedWhereThePairHasOneSuchFlow() {
        List<ConversationRow> rows = List.of(
                row(6, "SMB2", 5003, 445), row(7, "TCP", 5003, 445), row(8, "SMB2", 5004, 445),
                udp(9, "TFTP", "10.0.0.5", 3000, "10.0.0.6", 69), udp(10, "TFTP", "10.0.0.6", 4000, "10.0.0.5", 3000),
                row(11, "HTTP", 5005, 80));
        List<List<ConversationRow>> parts = ExtractionCandidates.assembledParts(rows);
        assertEquals(List.of(List.of(6L, 7L, 8L), List.of(9L, 10L)),
                parts.stream().map(p -> p.stream().map(r -> r.id().value()).toList()).toList());
        assertNull(ExtractionCandidates.carrier(parts.get(0), "SMB"), "two SMB connections: no telling which");
        assertEquals(6L, ExtractionCandidates.carrier(List.of(rows.get(0), rows.get(1)), "SMB"));
    }

    @Test
    void httpAndMailAreSplitIntoPartsOfSimilarSizeWithoutSplittingAPairOfHosts() {
        List<ConversationRow> rows = List.of(
                udp(1, "HTTP", "10.0.0.1", 5000, "10.0.0.2", 80), udp(2, "FTP", "10.0.0.3", 5001, "10.0.0.4", 21),
                udp(3, "FTP-DATA", "10.0.0.4", 20, "10.0.0.3", 5002), udp(4, "HTTP", "10.0.0.5", 5003, "10.0.0.6", 80));
        List<List<Long>> parts = ExtractionCandidates.framedParts(rows, 2, 100).stream()
                .map(p -> p.stream().map(r -> r.id().value()).toList()).toList();
        assertEquals(2, parts.size());
        assertEquals(List.of(1L, 2L, 3L, 4L), parts.stream().flatMap(List::stream).sorted().toList());
        assertEquals(1, parts.stream().filter(p -> p.containsAll(List.of(2L, 3L))).count(), "FTP control and data together");
        assertEquals(List.of(List.of(1L, 2L, 3L, 4L)), ExtractionCandidates.framedParts(rows, 1, 100).stream()
                .map(p -> p.stream().map(r -> r.id().value()).toList()).toList());
    }

    @Test
    void partsGrowInNumberRatherThanInSizeWithoutSplittingAPairOfHosts() {
        List<ConversationRow> rows = new java.util.ArrayList<>();
        for (int i = 1; i <= 9; i++) {
            // the ninth pair is twice as heavy: it fills a part of its own, whole
            int packets = i == 9 ? 20 : 10;
            rows.add(traffic(i, "HTTP", "10.0.1." + i, packets));
        }
        List<List<ConversationRow>> parts = ExtractionCandidates.framedParts(rows, 2, 20);
        assertEquals(5, parts.size(), "100 packets, at most 20 a part");
        assertEquals(List.of(20L, 20L, 20L, 20L, 20L), parts.stream()
                .map(p -> p.stream().mapToLong(r -> r.traffic().packetCount()).sum()).toList());
        assertEquals(List.of(List.of(9L)), parts.stream().filter(p -> p.stream().anyMatch(r -> r.id().value() == 9))
                .map(p -> p.stream().map(r -> r.id().value()).toList()).toList());
        assertEquals(2, ExtractionCandidates.framedParts(rows, 2, 1000).size(), "small enough for one part a lane");
        assertEquals(9, ExtractionCandidates.framedParts(rows, 2, 1).size(), "never more parts than pairs of hosts");
    }

    private static ConversationRow traffic(long id, String protocol, String src, long packets) {
        return ConversationRow.dissected(new ConversationId(id), new CaptureId("00000000-0000-0000-0000-000000000001"),
                new Identity(new ConversationKey("k" + id), src, 5000, "10.0.0.2", 80, Transport.TCP),
                new Traffic(0, 0, id, new Volume(packets, packets * 60), Volume.NONE),
                new Labels(protocol, null, List.of(), List.of()), null);
    }
}
