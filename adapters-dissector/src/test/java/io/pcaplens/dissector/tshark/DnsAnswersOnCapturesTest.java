package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DnsAnswers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The NXDOMAIN answers and question types the one dissection pass keeps per row, against what tshark's own
 * fields show of the same captures ({@link TsharkView}): a response carries a reply code (3 is no such name), a
 * query none, and each query's question types count once.
 */
class DnsAnswersOnCapturesTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    /** The two ends of a row or frame, unordered: a row may begin with either. */
    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    private void matchesTshark(String capture) throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve(capture),
                List.of("ip.src", "ip.dst", "dns.flags.rcode", "dns.qry.type", "dns.qry.name"));
        Map<String, Integer> failed = new TreeMap<>();
        Map<String, Set<String>> failedNames = new TreeMap<>();
        Map<String, Integer> types = new TreeMap<>();
        for (TsharkView.Frame f : frames) {
            if (f.first("ip.src").isEmpty()) {
                continue;
            }
            String ends = pair(f.first("ip.src"), f.first("ip.dst"));
            String code = f.first("dns.flags.rcode");
            if (code.equals("3")) {
                failed.merge(ends, 1, Integer::sum);
                failedNames.computeIfAbsent(ends, k -> new TreeSet<>()).addAll(f.all("dns.qry.name"));
            } else if (code.isEmpty()) {
                f.all("dns.qry.type").forEach(t -> types.merge(DnsAnswers.typeName(Integer.parseInt(t)), 1,
                        Integer::sum));
            }
        }
        Map<String, Integer> rowFailed = new TreeMap<>();
        Map<String, Set<String>> rowFailedNames = new TreeMap<>();
        Map<String, Integer> rowTypes = new TreeMap<>();
        for (ConversationRow r : DissectedRows.of(PCAPS.resolve(capture), work)) {
            DnsAnswers dns = r.labels().dns();
            String ends = pair(r.identity().srcIp(), r.identity().dstIp());
            if (dns.noSuchName() > 0) {
                rowFailed.merge(ends, dns.noSuchName(), Integer::sum);
                rowFailedNames.computeIfAbsent(ends, k -> new TreeSet<>()).addAll(dns.failedNames());
            }
            dns.queryTypes().forEach((t, n) -> rowTypes.merge(t, n, Integer::sum));
        }
        assertEquals(failed, rowFailed, capture);
        assertEquals(failedNames, rowFailedNames, capture);
        assertEquals(types, rowTypes, capture);
        assertTrue(!types.isEmpty(), capture);
    }

    /** Two hosts get NXDOMAIN answers, one for a name under a made-up top-level domain; many record types. */
    @Test
    void theMixedRecordsCapturesNoSuchNameAnswersAndTypesAreTsharks() throws Exception {
        matchesTshark("dns-mixed-records.pcap");
    }

    /** The iodine tunnel asks for NULL records: its questions are all NULL, none answered NXDOMAIN. */
    @Test
    void theIodineTunnelAsksForNullRecords() throws Exception {
        matchesTshark("dns-tunnel-iodine.pcap");
        List<ConversationRow> rows = DissectedRows.of(PCAPS.resolve("dns-tunnel-iodine.pcap"), work);
        assertTrue(rows.stream().anyMatch(r -> r.labels().dns().questions("NULL") > 100));
    }
}
