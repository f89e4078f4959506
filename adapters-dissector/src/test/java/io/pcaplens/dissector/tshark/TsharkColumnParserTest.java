package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.DoubtfulFrame;
import io.pcaplens.dissector.payload.FramePayloads;
import io.pcaplens.domain.packet.PacketFields;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lines of the column pass as tshark prints them: what the field output would have given, or a doubtful frame
 * where the columns cannot tell it. (That the values equal the field output's on every frame of the corpus is
 * {@link PayloadsFromFileTest}'s.)
 */
class TsharkColumnParserTest {

    private FramePayloads payloads;

    @BeforeEach
    void open() throws Exception {
        // frames without a transport: no payload is read from it
        payloads = FramePayloads.open(PacketDissectorContract.PCAPS.resolve("arp-leak.pcap"), null, 0);
    }

    @AfterEach
    void close() throws Exception {
        payloads.close();
    }

    /**
     * A line of frame 1 with nothing but these values set (index, text pairs), each pair of fields
     * ({@link TsharkColumns#PAIRS}) in one column as tshark prints it: the first's values, then the second's.
     */
    private static String line(Object... columns) {
        String[] c = new String[TsharkColumns.COUNT];
        Arrays.fill(c, "");
        c[TsharkFields.FRAME_NUMBER] = "1";
        c[TsharkFields.ENCAPSULATION] = "1";
        c[TsharkFields.ALL.indexOf("frame.protocols")] = "eth:ethertype:ip";
        for (int i = 0; i < columns.length; i += 2) {
            c[(Integer) columns[i]] = (String) columns[i + 1];
        }
        List<String> printed = new ArrayList<>();
        for (int k = 0; k < c.length; k++) {
            if (TsharkColumns.PAIRED[k]) {
                String second = c[TsharkColumns.PARTNER[k]];
                // tshark 4.0 puts as many commas before the second field's values as it has values
                printed.add(c[k].isEmpty() || second.isEmpty() ? c[k] + second
                        : c[k] + ",".repeat(second.split(",").length) + second);
            } else if (!TsharkColumns.SECOND[k]) {
                printed.add(c[k]);
            }
        }
        return String.join("\t", printed);
    }

    private PacketFields parsed(Object... columns) {
        return new TsharkColumnParser(0, payloads).parse(line(columns)).orElseThrow();
    }

    private DoubtfulFrame doubtful(Object... columns) {
        return assertThrows(DoubtfulFrame.class, () -> new TsharkColumnParser(0, payloads).parse(line(columns)));
    }

    @Test
    void aFormWithAPasswordFieldIsSplitAsManyKeysAsValuesAndAnyOtherFormIsLeftOut() {
        PacketFields login = parsed(TsharkColumns.FORM_KEYS, "user,pass", TsharkColumns.FORM_VALUES, "zoe,x");
        assertEquals("user\fpass", login.formKeys());
        assertEquals("zoe\fx", login.formValues());
        PacketFields search = parsed(TsharkColumns.FORM_KEYS, "q,page", TsharkColumns.FORM_VALUES, "a, b,2");
        assertEquals("", search.formKeys());
        assertEquals("", search.formValues());
        DoubtfulFrame d = doubtful(TsharkColumns.FORM_KEYS, "user,pass", TsharkColumns.FORM_VALUES, "Smith, Zoe,x");
        assertTrue(d.getMessage().contains("password field"), d.getMessage());
    }

    @Test
    void aLoginFieldIsTakenAloneAndTwoOfThemInAFrameAreDoubtful() {
        int command = TsharkFields.LENGTHS.indexOf("ftp.request.command");
        assertEquals("USER", parsed(command, "USER").ftpCommand());
        assertEquals("a,b", parsed(TsharkFields.LENGTHS.indexOf("ftp.request.arg"), "a,b").ftpArgument());
        // the second occurrences of FTP's command then argument: PASS, then none
        DoubtfulFrame d = doubtful(command, "USER,PASS", TsharkColumns.SECOND_OCCURRENCES, "PASS");
        assertTrue(d.getMessage().contains("ftp.request.command"), d.getMessage());
        assertTrue(!d.getMessage().contains("PASS"), "a login's text is never told: " + d.getMessage());
    }

    @Test
    void aUserAgentAloneInItsFrameKeepsItsCommas() {
        String agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)";
        assertEquals(agent, parsed(TsharkColumns.USER_AGENTS, agent).httpUserAgents());
    }

    @Test
    void twoUserAgentsInOneFrameAreDoubtfulAsTheirCommasCannotBeToldFromTheJoin() {
        DoubtfulFrame d = doubtful(TsharkColumns.USER_AGENTS, "a, b,c", TsharkColumns.SECOND_OCCURRENCES, "c");
        assertEquals(1, d.frame());
        assertTrue(d.getMessage().contains("http.user_agent"), d.getMessage());
        doubtful(TsharkColumns.HTTP_HOSTS, "a.test,b.test", TsharkColumns.SECOND_OCCURRENCES, "b.test");
        // an empty second value may leave the second occurrences empty; its comma is still there
        doubtful(TsharkColumns.HTTP_HOSTS, "a.test,");
        doubtful(TsharkColumns.HTTP_HOSTS, ",a.test");
        doubtful(TsharkColumns.USER_AGENTS, "a,,b");
    }

    @Test
    void namesAreSplitWhereTheirCompanionCountsAsManyValues() {
        assertEquals("a.test\fb.test", parsed(TsharkColumns.DNS_NAMES, "a.test,b.test",
                TsharkColumns.DNS_NAME_LENGTHS, "6,6").dnsQueryNames());
        assertEquals("h2\fhttp/1.1", parsed(TsharkColumns.ALPN, "h2,http/1.1", TsharkColumns.ALPN_LENGTHS, "2,8")
                .tlsAlpn());
        assertEquals("a.test\fb.test", parsed(TsharkColumns.CERTIFICATE_NAMES, "a.test,b.test",
                TsharkColumns.GENERAL_NAME_CHOICES, "2,7,2").certificateDnsNames());
        // one value counted is the whole text, commas and all
        assertEquals("odd,name.test", parsed(TsharkColumns.SERVER_NAMES, "odd,name.test",
                TsharkColumns.SERVER_NAME_LENGTHS, "13").tlsServerName());
    }

    @Test
    void aCommaInsideOneOfSeveralValuesIsDoubtful() {
        doubtful(TsharkColumns.DNS_NAMES, "a,b.test,c.test", TsharkColumns.DNS_NAME_LENGTHS, "8,6");
        doubtful(TsharkColumns.DNS_NAMES, "a.test", TsharkColumns.DNS_NAME_LENGTHS, "");
        // a certificate's name alone: its general names' choices may not count every DNS name
        doubtful(TsharkColumns.CERTIFICATE_NAMES, "a.test,b.test", TsharkColumns.GENERAL_NAME_CHOICES, "2");
    }

    @Test
    void freeTextWithABackslashIsDoubtfulAsColumnsEscapeControlCharacters() {
        // tshark's columns print a byte 0x01 as \001, its field output as the byte
        doubtful(TsharkColumns.USER_AGENTS, "ctl\\001x");
        doubtful(TsharkColumns.SERVER_NAMES, "a\\b", TsharkColumns.SERVER_NAME_LENGTHS, "3");
    }

    @Test
    void aLineOfControlBytesWrongColumnsOrAColumnAsLongAsTsharkCutsIsDoubtful() {
        doubtful(TsharkColumns.INFO, "raw\fform feed");
        assertThrows(DoubtfulFrame.class, () -> new TsharkColumnParser(0, payloads).parse(line() + "\tsurplus"));
        assertThrows(DoubtfulFrame.class, () -> new TsharkColumnParser(0, payloads)
                .parse(line().substring(0, line().lastIndexOf('\t'))));
        String cut = "a".repeat(TsharkColumnParser.CUT_AT);
        doubtful(TsharkColumns.USER_AGENTS, cut);
        assertEquals("a".repeat(TsharkColumnParser.CUT_AT - 1), parsed(TsharkColumns.INFO,
                "a".repeat(TsharkColumnParser.CUT_AT - 1)).info());
    }

    @Test
    void aReassembledDatagramThatNoFragmentsCanMakeIsDoubtful() {
        doubtful(TsharkColumns.REASSEMBLED_LENGTH, "x", TsharkColumns.FRAGMENT_FRAMES, "1");
        doubtful(TsharkColumns.REASSEMBLED_LENGTH, "1480,1480", TsharkColumns.FRAGMENT_FRAMES, "1");
        doubtful(TsharkColumns.REASSEMBLED_LENGTH, "9999999", TsharkColumns.FRAGMENT_FRAMES, "1");
        // frame 1 of the capture is no IP fragment
        doubtful(TsharkColumns.REASSEMBLED_LENGTH, "8", TsharkColumns.FRAGMENT_FRAMES, "1");
    }

    @Test
    void listsOfNumbersAreSplitAndTcpFlagsGetTheFieldOutputsFourDigits() {
        PacketFields f = parsed(TsharkColumns.TCP_FLAGS, "0x002,0x018", TsharkFields.ALL.indexOf("ip.src"),
                "10.0.0.1,192.0.2.7", TsharkFields.ALL.indexOf("ip.dst"), "10.0.0.2,192.0.2.8",
                TsharkColumns.INFO, "Echo (ping) request  id=0x0001, seq=1/256, ttl=64");
        assertEquals("0x0002\f0x0018", f.tcpFlags());
        assertEquals("10.0.0.1\f192.0.2.7", f.ipSrc());
        assertEquals("10.0.0.2\f192.0.2.8", f.ipDst());
        // the Info column is the very text the field output prints, commas and all
        assertEquals("Echo (ping) request  id=0x0001, seq=1/256, ttl=64", f.info());
    }

    @Test
    void aPairOfFieldsInOneColumnIsHalvedAndUnevenHalvesOrEmptyValuesAreDoubtful() {
        PacketFields f = parsed(TsharkFields.ALL.indexOf("tcp.srcport"), "40001",
                TsharkFields.ALL.indexOf("tcp.dstport"), "80");
        assertEquals("40001", f.tcpSrcPort());
        assertEquals("80", f.tcpDstPort());
        PacketFields icmp = parsed(TsharkFields.ALL.indexOf("icmp.type"), "3,8", TsharkFields.ALL.indexOf("icmp.code"),
                "1,0");
        assertEquals("3\f8", icmp.icmpType());
        assertEquals("1\f0", icmp.icmpCode());
        // an inner header cut short after its type: three values, which cannot be halved
        DoubtfulFrame d = doubtful(TsharkFields.ALL.indexOf("icmp.type"), "3,8", TsharkFields.ALL.indexOf("icmp.code"),
                "1");
        assertTrue(d.getMessage().contains("icmp.type and icmp.code"), d.getMessage());
        doubtful(TsharkFields.ALL.indexOf("eth.src"), "02:00:00:00:00:01");
        doubtful(TsharkFields.ALL.indexOf("ip.src"), "10.0.0.1,,10.0.0.2,10.0.0.3");
    }

    @Test
    void aRecordWithoutAPacketIsNoneAndFramesMustComeInOrder() {
        TsharkColumnParser parser = new TsharkColumnParser(100, payloads);
        assertEquals(Optional.empty(), parser.parse(line(TsharkFields.ENCAPSULATION, "")));
        DoubtfulFrame d = assertThrows(DoubtfulFrame.class, () -> parser.parse(line(TsharkFields.FRAME_NUMBER, "3")));
        assertEquals(2, d.frame());
        // numbered in the capture: the slice's first frame is frame 101
        assertEquals(101, new TsharkColumnParser(100, payloads).parse(line()).orElseThrow().frameNumber());
    }
}
