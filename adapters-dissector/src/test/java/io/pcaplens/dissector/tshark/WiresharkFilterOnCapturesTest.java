package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.WiresharkFilter;
import io.pcaplens.domain.flow.FlowKey;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A row's Wireshark filter, run by tshark itself on the capture, selects exactly the frames of the row's flow:
 * the row's own frames where the flow has one Protocol label, the frames of all the flow's rows otherwise.
 */
class WiresharkFilterOnCapturesTest {

    private static final int ROWS_PER_CAPTURE = 5;

    @TempDir
    Path work;

    @ParameterizedTest
    @ValueSource(strings = {"http-bro-org-browsing.pcap", "dns-mixed-records.pcap", "icmp-pings.pcap",
            "icmp6-ping.pcap", "ipv6-http.pcap", "arp-cloudshark.pcap", "mdns.pcap", "tls-selfsigned-loopback.pcap"})
    void tsharkSelectsExactlyTheFramesOfTheRowsFlow(String capture) throws Exception {
        Path file = PacketDissectorContract.PCAPS.resolve(capture);
        Map<ConversationKey, Set<Long>> framesOfRow = new HashMap<>();
        List<ConversationRow> rows = DissectedRows.of(file, work, p -> framesOfRow
                .computeIfAbsent(ConversationKey.of(p.endpoints(), p.protocol()), k -> new TreeSet<>()).add(p.frameNumber()));
        Map<FlowKey, Set<Long>> framesOfFlow = new HashMap<>();
        for (ConversationRow r : rows) {
            framesOfFlow.computeIfAbsent(r.identity().flowKey(), k -> new TreeSet<>())
                    .addAll(framesOfRow.get(r.identity().key()));
        }
        assertFalse(rows.isEmpty());
        for (ConversationRow r : rows.stream().limit(ROWS_PER_CAPTURE).toList()) {
            String filter = WiresharkFilter.ofRow(r);
            assertEquals(framesOfFlow.get(r.identity().flowKey()), tsharkFrames(file, filter),
                    capture + " row " + r.identity().key() + ": " + filter);
        }
    }

    private static Set<Long> tsharkFrames(Path capture, String filter) throws Exception {
        Process p = new ProcessBuilder("tshark", "-n", "-r", capture.toString(), "-Y", filter, "-T", "fields",
                "-e", "frame.number").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Set<Long> frames = new TreeSet<>();
        new String(p.getInputStream().readAllBytes()).lines().map(Long::valueOf).forEach(frames::add);
        assertEquals(0, p.waitFor(), "tshark accepts " + filter);
        return frames;
    }
}
