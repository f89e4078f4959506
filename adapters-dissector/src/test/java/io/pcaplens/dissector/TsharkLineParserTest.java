package io.pcaplens.dissector;

import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parser on output recorded from tshark 4.0 for captures of the shared corpus. */
class TsharkLineParserTest {

    private static List<String> recorded(String capture) throws IOException {
        try (InputStream in = TsharkLineParserTest.class.getResourceAsStream("/recorded/" + capture + ".fields")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    @Test
    void infoWithPipesStaysOneField() throws IOException {
        List<String> lines = recorded("sip-pipe-in-info.pcap");
        PacketFields first = new TsharkLineParser(0).parse(lines.get(0));
        assertEquals("Request: REGISTER sip:sip.cybercity.dk  (1 binding) | ", first.info());
        assertEquals("SIP", first.protocolColumn());
        assertEquals("192.168.1.2", first.ipSrc());
        assertEquals("5060", first.udpSrcPort());
        assertEquals(1, first.frameNumber());
        assertEquals("eth:ethertype:ip:udp:sip", first.frameProtocols());
    }

    @Test
    void tunnelledValuesKeepAllOccurrencesAndTheRecordTakesTheFirst() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("gre-sample.pcap").get(0));
        assertTrue(f.ipSrc().indexOf(PacketFields.VALUE_SEPARATOR) > 0, f.ipSrc());
        PacketRecord p = PacketRecord.from(f);
        assertEquals(PacketFields.first(f.ipSrc()), p.endpoints().srcNode());
        assertEquals("172.27.1.66", p.endpoints().srcNode());
    }

    @Test
    void arpFramesCarryTheirProtocolAddresses() throws IOException {
        PacketRecord p = PacketRecord.from(new TsharkLineParser(0).parse(recorded("arp-leak.pcap").get(0)));
        assertEquals("ARP", p.protocol());
        assertEquals(Transport.ARP, p.transport());
        assertTrue(p.endpoints().srcNode().matches("\\d+\\.\\d+\\.\\d+\\.\\d+"), p.endpoints().srcNode());
    }

    @Test
    void aSliceOffsetShiftsFrameNumbers() throws IOException {
        assertEquals(1001, new TsharkLineParser(1000).parse(recorded("icmp-destunreach-udp.pcap").get(0)).frameNumber());
    }

    @Test
    void surplusSeparatorsAreTakenAsPartOfInfo() {
        String[] values = new String[TsharkFields.ALL.size()];
        java.util.Arrays.fill(values, "");
        values[0] = "1.5";
        values[1] = "60";
        values[TsharkFields.INFO] = "a\u001fb\u001fc";
        values[19] = "7";
        values[20] = "eth:ethertype:ip:udp:sip";
        PacketFields f = new TsharkLineParser(0).parse(String.join("\u001f", values));
        assertEquals("a\u001fb\u001fc", f.info());
        assertEquals(7, f.frameNumber());
        assertEquals("eth:ethertype:ip:udp:sip", f.frameProtocols());
    }

    @Test
    void longPayloadsAreCutToWhatThePayloadRulesRead() throws IOException {
        PacketFields f = new TsharkLineParser(0).parse(recorded("sip-pipe-in-info.pcap").get(0));
        assertTrue(f.udpPayload().length() <= TsharkLineParser.PAYLOAD_CHARS);
        assertTrue(f.udpPayload().startsWith("5245474953544552"), f.udpPayload().substring(0, 20));
    }

    @Test
    void slicesAreEqualAndAMultipleOfTheCores() {
        assertEquals(175_840, TsharkDissector.framesPerSlice(1_055_040, 2, 250_000));
        assertEquals(100_000, TsharkDissector.framesPerSlice(200_000, 2, 250_000));
        assertEquals(250_000, TsharkDissector.framesPerSlice(1_000_000, 4, 250_000));
    }
}
