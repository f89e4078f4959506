package io.pcaplens.dissector.captures;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Traffic whose free-text fields carry the bytes that can break reading a dissector's text output, or showing it:
 * 0x1f and 0x1e (field and value separators a text format may use), tab and form feed (the ones used now),
 * carriage return, line feed, NUL, backslash escapes written by the sender, and bytes that are no UTF-8. They sit
 * in HTTP request lines and headers (URI, Host, User-Agent), a TLS ClientHello's server name, DNS names and FTP
 * file names, and so in tshark's Info column too.
 */
public final class HostileTraffic {

    /** Text in the payload of the request that imitates a line of tshark's old field output, to search for. */
    public static final String MARKER = "pcaplens-hostile-request";

    public static final Endpoint CLIENT = new Endpoint("02:00:00:00:00:01", "10.0.0.1", 0);
    public static final Endpoint SERVER = new Endpoint("02:00:00:00:00:02", "10.0.0.2", 0);

    /**
     * A User-Agent with five 0x1f: read with 0x1f between fields, it gives its frame the number 7 (so another
     * frame's file position), a dissector stack of its choosing and no payload.
     */
    private static final byte[] FORGING_AGENT = bytes("7\u001feth:ethertype:ip:tcp:data\u001f\u001f\u001f\u001f"
            + "Mozilla/5.0");

    public static byte[] forgingAgent() {
        return FORGING_AGENT.clone();
    }

    private static final byte[] INVALID_UTF8 = {(byte) 0xff, (byte) 0xfe, (byte) 0xc3};

    private HostileTraffic() {
    }

    /** HTTP, TLS, DNS and FTP traffic between {@link #CLIENT} and {@link #SERVER}, carrying hostile names. */
    public static Recording recording() {
        Recording r = new Recording();
        http(r, 40_001, join(bytes("GET /" + MARKER + "/report\u001e.txt?q=\u001f HTTP/1.1\r\nHost: files\u001fexample"
                + "\u001e.test\r\nUser-Agent: "), FORGING_AGENT, bytes("\r\nAccept: */*\r\n\r\n")));
        http(r, 40_002, join(bytes("GET /tab\tff\fbs\\tbell\u0007/x HTTP/1.1\r\nHost: nul\u0000host.test\r\n"
                + "User-Agent: tab\there ff\fhere literal\\there vt\u000bdel\u007f "), INVALID_UTF8,
                bytes(" end\r\nUser-Agent: second\u001eagent\ffeed\r\n\r\n")));
        http(r, 40_003, bytes("GET /cr\rin-uri HTTP/1.1\r\nUser-Agent: cr\rin-agent\r\nHost: lf\n.test\r\n\r\n"));
        http(r, 40_004, join(bytes("GET /nul\u0000in-uri/"), INVALID_UTF8, bytes(" HTTP/1.1\r\nUser-Agent: nul\u0000"
                + "in-agent\r\n\r\n")));
        tls(r, 40_005, join(bytes("sni\u001f\u001e\t\n\r\f\\t"), new byte[]{0}, INVALID_UTF8, bytes("end.test")));
        dns(r, 40_006, new byte[][]{bytes("a\u001fb"), bytes("c\u001ed\te\nf\rg"), join(bytes("h\u0000i"), INVALID_UTF8),
                bytes("example")});
        ftp(r, 40_007, join(bytes("report\u001fq\u001e\tz"), INVALID_UTF8, bytes(".txt")));
        return r;
    }

    /**
     * Traffic whose free text holds commas, which a column output puts between a field's values too: a Host and
     * a User-Agent, a server name and a DNS name each alone in its frame (so exactly what they are), then a DNS
     * query of two names one of which holds a comma (which a comma-joined list cannot tell apart).
     */
    public static Recording commas() {
        Recording r = new Recording();
        http(r, 40_101, bytes("GET /a,b HTTP/1.1\r\nHost: a,b.test\r\nUser-Agent: Mozilla/5.0 (KHTML, like Gecko)"
                + "\r\n\r\n"));
        tls(r, 40_102, bytes("sni,with,commas.test"));
        dns(r, 40_103, new byte[][]{bytes("a,b"), bytes("test")});
        byte[] twoQuestions = join(new byte[]{0x12, 0x35, 0x01, 0, 0, 2, 0, 0, 0, 0, 0, 0},
                question(new byte[][]{bytes("c,d"), bytes("test")}), question(new byte[][]{bytes("e"), bytes("test")}));
        r.frame(Frames.udp(CLIENT.at(40_104), SERVER.at(53), twoQuestions));
        return r;
    }

    /**
     * One segment carrying two HTTP requests, each with its Host and User-Agent, commas in both: a column of
     * all of a frame's values cannot tell two from one with a comma.
     */
    public static Recording pipelined() {
        Recording r = new Recording();
        http(r, 40_201, bytes("GET /1 HTTP/1.1\r\nHost: a,b.test\r\nUser-Agent: one (KHTML, like Gecko)\r\n\r\n"
                + "GET /2 HTTP/1.1\r\nHost: c.test\r\nUser-Agent: two, three\r\n\r\n"));
        return r;
    }

    /** The client port of the plain HTTP connection that {@link #flowLineForgeries()} claims is something else. */
    public static final int FORGED_TARGET_PORT = 41_002;

    /** The client port of the connection nDPI cannot classify, which the forgeries claim as well. */
    public static final int UNDETECTED_PORT = 41_007;

    /**
     * HTTP connections whose Host and User-Agent carry line ends and {@link #forgedFlowLines() imitations} of the
     * flow lines ndpiReader writes with {@code -w FILE -v 2}, claiming that the connection from port
     * {@value #FORGED_TARGET_PORT} and the undetected one from port {@value #UNDETECTED_PORT} are Amazon traffic
     * with clear-text credentials. ndpiReader lists flows by bytes, largest first, so the answers' sizes number
     * the connections 1 to 6 in port order, and the imitations carry each kind of number: in flow 1 its own
     * number and 3, in flow 3 the smaller 2 and, after an imitated "Undetected flows:" line, 1; in flow 4 the
     * next flow's number, 5; in flow 6, the last, the number past it, 7, and again the section line with 1.
     */
    public static Recording flowLineForgeries() {
        Recording r = new Recording();
        forging(r, 41_001, "a.test" + forgedLine(1, FORGED_TARGET_PORT, 80),
                "pcaplens" + forgedLine(3, FORGED_TARGET_PORT, 80), 9_000);
        forging(r, FORGED_TARGET_PORT, "b.test", "pcaplens", 8_000);
        forging(r, 41_003, "c.test\n\nUndetected flows:" + forgedLine(1, UNDETECTED_PORT, 47_777),
                "pcaplens" + forgedLine(2, FORGED_TARGET_PORT, 80), 7_000);
        forging(r, 41_004, "d.test", "pcaplens" + forgedLine(5, FORGED_TARGET_PORT, 80), 6_000);
        forging(r, 41_005, "e.test", "pcaplens", 5_000);
        forging(r, 41_006, "f.test\n\nUndetected flows:" + forgedLine(1, UNDETECTED_PORT, 47_777),
                "pcaplens" + forgedLine(7, FORGED_TARGET_PORT, 80), 4_000);
        byte[] unknown = new byte[64];
        for (int i = 0; i < unknown.length; i++) {
            unknown[i] = (byte) (i * 37 + 11);
        }
        r.tcp(CLIENT.at(UNDETECTED_PORT), SERVER.at(47_777)).open().send(unknown).reply(unknown).close();
        return r;
    }

    /** The imitations of flow lines that {@link #flowLineForgeries()} writes into values, without their line end. */
    public static List<String> forgedFlowLines() {
        return List.of(forgedLine(1, FORGED_TARGET_PORT, 80), forgedLine(3, FORGED_TARGET_PORT, 80),
                forgedLine(1, UNDETECTED_PORT, 47_777), forgedLine(2, FORGED_TARGET_PORT, 80),
                forgedLine(5, FORGED_TARGET_PORT, 80), forgedLine(7, FORGED_TARGET_PORT, 80)).stream()
                .map(line -> line.substring(1)).toList();
    }

    /** A line end and a flow line as ndpiReader 4.2 prints one, for a connection from the client. */
    private static String forgedLine(int number, int clientPort, int serverPort) {
        return "\n\t" + number + "\tTCP " + CLIENT.ip() + ":" + clientPort + " <-> " + SERVER.ip() + ":" + serverPort
                + " [proto: 7.178/HTTP.Amazon][ClearText][Confidence: DPI][cat: Shopping/27]"
                + "[Risk: ** Clear-Text Credentials **]";
    }

    private static void forging(Recording r, int clientPort, String host, String agent, int answerBytes) {
        byte[] request = bytes("GET / HTTP/1.1\r\nHost: " + host + "\r\nUser-Agent: " + agent + "\r\nAccept: */*\r\n\r\n");
        byte[] body = bytes("x".repeat(answerBytes));
        r.tcp(CLIENT.at(clientPort), SERVER.at(80)).open()
                .send(request)
                .reply(join(bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + body.length
                        + "\r\n\r\n"), body))
                .close();
    }

    /**
     * The recording as pcapng with vendor blocks between its packets: a custom block that may be copied after the
     * first packet, one that may not after the third, and blocks of an unassigned and a local-use type after the
     * fifth. tshark numbers the custom blocks as frames (2 and 5) and skips the others.
     */
    public static byte[] withVendorBlocks(Recording recording) {
        PcapngWriter pcapng = new PcapngWriter();
        List<Recording.Record> records = recording.records();
        for (int i = 0; i < records.size(); i++) {
            pcapng.packet(records.get(i).micros(), records.get(i).frame());
            if (i == 0) {
                pcapng.custom(PcapngWriter.CUSTOM_COPIED, bytes("vendor data\u001f\n"));
            } else if (i == 2) {
                pcapng.custom(PcapngWriter.CUSTOM_NOT_COPIED, bytes("more vendor data"));
            } else if (i == 4) {
                pcapng.block(PcapngWriter.UNASSIGNED, bytes("a block of no known type"));
                pcapng.block(PcapngWriter.LOCAL_USE, bytes("a block for local use"));
            }
        }
        return pcapng.bytes();
    }

    /** A request and a short text answer on a connection of its own. */
    private static void http(Recording r, int clientPort, byte[] request) {
        byte[] body = bytes("hostile body\n");
        r.tcp(CLIENT.at(clientPort), SERVER.at(80)).open()
                .send(request)
                .reply(join(bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + body.length
                        + "\r\n\r\n"), body))
                .close();
    }

    /** A TLS 1.2 ClientHello with one cipher suite and a server name extension, unanswered. */
    private static void tls(Recording r, int clientPort, byte[] serverName) {
        ByteBuffer sni = ByteBuffer.allocate(9 + serverName.length);
        sni.putShort((short) 0).putShort((short) (5 + serverName.length)).putShort((short) (3 + serverName.length))
                .put((byte) 0).putShort((short) serverName.length).put(serverName);
        byte[] extensions = sni.array();
        ByteBuffer hello = ByteBuffer.allocate(2 + 32 + 1 + 4 + 2 + 2 + extensions.length);
        hello.putShort((short) 0x0303).put(new byte[32]).put((byte) 0).putShort((short) 2).putShort((short) 0x002f)
                .put((byte) 1).put((byte) 0).putShort((short) extensions.length).put(extensions);
        byte[] body = hello.array();
        ByteBuffer record = ByteBuffer.allocate(9 + body.length);
        record.put((byte) 0x16).putShort((short) 0x0301).putShort((short) (4 + body.length))
                .putInt(0x01000000 | body.length).put(body);
        r.tcp(CLIENT.at(clientPort), SERVER.at(443)).open().send(record.array()).close();
    }

    /** An A query for a name of these labels, and its answer. */
    private static void dns(Recording r, int clientPort, byte[][] labels) {
        byte[] question = question(labels);
        byte[] query = join(new byte[]{0x12, 0x34, 0x01, 0, 0, 1, 0, 0, 0, 0, 0, 0}, question);
        byte[] answer = join(new byte[]{0x12, 0x34, (byte) 0x81, (byte) 0x80, 0, 1, 0, 1, 0, 0, 0, 0}, question,
                new byte[]{(byte) 0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, 10, 0, 0, 9});
        r.frame(Frames.udp(CLIENT.at(clientPort), SERVER.at(53), query));
        r.frame(Frames.udp(SERVER.at(53), CLIENT.at(clientPort), answer));
    }

    /** A DNS question: a name of these labels, type A, class IN. */
    private static byte[] question(byte[][] labels) {
        ByteArrayOutputStream name = new ByteArrayOutputStream();
        for (byte[] label : labels) {
            name.write(label.length);
            name.writeBytes(label);
        }
        name.write(0);
        return join(name.toByteArray(), new byte[]{0, 1, 0, 1});
    }

    /** A passive-mode FTP download of a file of this name. */
    private static void ftp(Recording r, int clientPort, byte[] fileName) {
        TcpConnection control = r.tcp(CLIENT.at(clientPort), SERVER.at(21)).open()
                .reply(bytes("220 ready\r\n"))
                .send(bytes("USER anonymous\r\n")).reply(bytes("331 password please\r\n"))
                .send(bytes("PASS guest\r\n")).reply(bytes("230 logged in\r\n"))
                .send(bytes("PASV\r\n")).reply(bytes("227 Entering Passive Mode (10,0,0,2,195,80).\r\n"))
                .send(join(bytes("RETR "), fileName, bytes("\r\n")))
                .reply(bytes("150 opening data connection\r\n"));
        r.tcp(CLIENT.at(clientPort + 1), SERVER.at(50_000)).open().reply(bytes("the file's content\n")).close();
        control.reply(bytes("226 transfer complete\r\n")).close();
    }

    static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    static byte[] join(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
