package io.pcaplens.dissector.ndpi;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.NdpiView;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static io.pcaplens.dissector.ndpi.NdpiFlowParserTest.parse;
import static io.pcaplens.dissector.ndpi.NdpiFlowParserTest.recorded;
import static io.pcaplens.dissector.ndpi.NdpiFlowParserTest.recordedText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Imitations of flow lines inside printed values. ndpiReader prints a User-Agent, URL or Host as it was sent, line
 * ends included, so a sender can write whole flow lines into its own flow's text. Two sources: ndpiReader's
 * output recorded for large-mixed-merged.pcap (232 flows, then 2 undetected) with imitations written into its
 * values here, and a capture whose HTTP headers carry them ({@link HostileTraffic#flowLineForgeries()}), read by
 * the real ndpiReader. In both, the flows read are those ndpiReader listed: an imitation adds none and changes
 * none; where the numbering cannot tell an imitation from ndpiReader's own line, that one flow gives no facts.
 */
class NdpiFlowListingTest {

    private static final String CAPTURE = "large-mixed-merged.pcap";

    /** Flow 17, an HTTP connection whose User-Agent has brackets in it. */
    private static final String FLOW_17 = "\t17\tTCP 172.16.42.216:51986 <-> 52.84.63.56:80 ";

    /** Flow 18, another HTTP connection of the same client, which the imitations claim is Amazon traffic at risk. */
    private static final String FLOW_18 = "TCP 172.16.42.216:51995 <-> 52.84.63.56:80";

    @TempDir
    Path work;

    /** A line end and an imitation of a flow line of this number for flow 18, as ndpiReader would print one. */
    private static String imitation(int number) {
        return "\n\t" + number + "\t" + FLOW_18 + " [proto: 7.178/HTTP.Amazon][ClearText][Confidence: DPI]"
                + "[cat: Shopping/27][1 pkts/60 bytes <-> 0 pkts/0 bytes][Risk: ** Clear-Text Credentials **]";
    }

    private static String imitations(int... numbers) {
        StringBuilder text = new StringBuilder("pcaplens");
        Arrays.stream(numbers).forEach(n -> text.append(imitation(n)));
        return text.toString();
    }

    /** The recorded text with this put at the start of a value of the flow whose line starts so. */
    private static String withValue(String lineStart, String item, String inserted) throws Exception {
        String text = recordedText(CAPTURE);
        int line = text.indexOf("\n" + lineStart);
        int value = text.indexOf(item, line) + item.length();
        assertTrue(line >= 0 && value < text.indexOf("\n", line + 1), lineStart + item);
        return text.substring(0, value) + inserted + text.substring(value);
    }

    private static String withAgentOf17(String inserted) throws Exception {
        return withValue(FLOW_17, "[User-Agent: ", inserted);
    }

    /**
     * The flows read equal the recorded ones, where every flow is readable: flow n of the list is at n - 1 and
     * undetected flow n at 231 + n. The carrier, whose value holds the imitations, keeps its application and
     * confidence, printed first on every line; items it lacks or prints after the value may be read from the
     * imitations, which the sender wrote into its own flow. The flows in doubt give nothing.
     */
    private static void assertAsRecorded(String text, int carrier, Set<Integer> inDoubt) throws Exception {
        List<FlowFacts> genuine = recorded(CAPTURE);
        assertEquals(234, genuine.size());
        List<FlowFacts> read = parse(text);
        List<FlowFacts> expected = new ArrayList<>();
        for (int i = 0; i < genuine.size(); i++) {
            if (!inDoubt.contains(i)) {
                expected.add(genuine.get(i));
            }
        }
        assertEquals(expected.stream().map(FlowFacts::key).toList(), read.stream().map(FlowFacts::key).toList());
        for (int i = 0; i < read.size(); i++) {
            FlowFacts e = expected.get(i);
            FlowFacts r = read.get(i);
            if (e == genuine.get(carrier)) {
                assertEquals(Arrays.asList(e.dpi().appName(), e.dpi().confidence()), Arrays.asList(r.dpi().appName(), r.dpi().confidence()),
                        "the carrier");
            } else {
                assertEquals(e, r);
            }
        }
    }

    @Test
    void headsWithSmallerNumbersStayInTheValue() throws Exception {
        String text = withAgentOf17(imitations(3, 16, 1));
        assertEquals(3, text.split("\n\t3\t", -1).length, "flow 3 and its imitation");
        assertAsRecorded(text, 16, Set.of());
    }

    @Test
    void headsNumberedPastTheNextStayInTheValue() throws Exception {
        assertAsRecorded(withAgentOf17(imitations(19, 232, 233, 1000)), 16, Set.of());
    }

    @Test
    void aHeadWithTheCarriersOwnNumberLeavesTheCarrierWithoutFacts() throws Exception {
        // the same text as flow 16's value holding flow 17's line with an imitation in it: no rule can tell
        assertAsRecorded(withAgentOf17(imitations(17)), 16, Set.of(16));
    }

    @Test
    void aHeadWithTheNextNumberLeavesTheNextFlowWithoutFacts() throws Exception {
        // the same text as flow 18's own value holding a copy of its head
        String text = withAgentOf17(imitations(18));
        assertAsRecorded(text, 16, Set.of(17));
        FlowFacts carrier = parse(text).get(16);
        assertEquals(recorded(CAPTURE).get(16).key(), carrier.key());
        assertEquals("ecx.images-amazon.com", carrier.tls().hostname(), "read up to its value's line end");
        assertEquals(List.of(), carrier.dpi().risks());
    }

    @Test
    void aRunOfNextNumbersLeavesThatRunWithoutFacts() throws Exception {
        assertAsRecorded(withAgentOf17(imitations(18, 19, 20)), 16, Set.of(17, 18, 19));
    }

    @Test
    void anImitatedSectionLineStaysInTheValue() throws Exception {
        String text = withAgentOf17("pcaplens\n\n\nUndetected flows:" + imitation(1) + imitation(2));
        assertAsRecorded(text, 16, Set.of());
        assertAsRecorded(text.replace("\n", "\r\n"), 16, Set.of());
    }

    @Test
    void summaryLinesInAValueCountForNothing() throws Exception {
        assertAsRecorded(withAgentOf17("pcaplens\nConfidence DPI              : 1 (flows)"
                + "\nConfidence Unknown          : 7 (flows)" + imitation(18)), 16, Set.of(17));
    }

    /**
     * The undetected flows of this recording print no value that could hold a line end; the reader treats
     * every value alike, so the imitations go into the first one's PLAIN TEXT.
     */
    @Test
    void headsInsideAnUndetectedFlow() throws Exception {
        String undetected1 = "\t1\tTCP 10.0.0.22:43614 <-> 10.0.0.7:59130 ";
        assertAsRecorded(withValue(undetected1, "[PLAIN TEXT (", imitations(1, 3)), 232, Set.of());
        assertAsRecorded(withValue(undetected1, "[PLAIN TEXT (", imitations(2)), 232, Set.of(233));
    }

    @Test
    void imitationsSentInAHostAndUserAgentNeitherAddNorReLabelFlows() throws Exception {
        Path capture = Files.write(work.resolve("forged.pcap"), HostileTraffic.flowLineForgeries().pcap());
        List<FlowFacts> read = new NdpiReader().inspect(capture, work);
        String printed = Files.readString(work.resolve("ndpi-flows.txt"));
        for (String imitation : HostileTraffic.forgedFlowLines()) {
            assertTrue(printed.contains("\n" + imitation), "ndpiReader printed " + imitation);
        }

        List<NdpiView.Flow> listed = NdpiView.listed(printed, HostileTraffic.forgedFlowLines());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 1), listed.stream().map(NdpiView.Flow::number).toList());
        assertTrue(listed.get(6).undetected());
        // the flow most imitations claim, and the undetected one, keep ndpiReader's own classification below
        assertEquals(FlowKey.of(Transport.TCP, HostileTraffic.CLIENT.ip(), HostileTraffic.FORGED_TARGET_PORT,
                HostileTraffic.SERVER.ip(), 80), listed.get(1).key());
        // flow 4's User-Agent holds an imitation of flow 5's head: the text reads the same if flow 5's own
        // value held it, so flow 5 gives no facts; flow 4 is read up to its value's line end. Likewise the
        // section line and undetected flow 1 imitated in flow 6, the last one listed before them.
        Set<NdpiView.Flow> inDoubt = Set.of(listed.get(4), listed.get(6));
        List<NdpiView.Flow> taken = listed.stream().filter(l -> !inDoubt.contains(l)).toList();
        assertEquals(taken.stream().map(NdpiView.Flow::key).toList(), read.stream().map(FlowFacts::key).toList());
        for (int i = 0; i < taken.size(); i++) {
            NdpiView.Flow l = taken.get(i);
            assertEquals(l.app(), read.get(i).dpi().appName(), l.key().toString());
            if (!l.valueLineEnd()) {
                assertEquals(l.risks(), read.get(i).dpi().risks(), l.key().toString());
            }
        }
    }
}
