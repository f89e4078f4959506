package io.pcaplens.domain.packet;

import java.io.ByteArrayOutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;

/**
 * The text of one Telnet segment with the protocol's option negotiation taken out: what the server printed or
 * what the client typed. A login is read from a conversation's segments in order (a prompt, then what is typed
 * after it), since the dissector names no user; what is typed after a password prompt is never kept.
 *
 * @param fromServer whether the server (port 23) sent it
 */
public record TerminalText(boolean fromServer, String text) implements Serializable {

    static final int TELNET_PORT = 23;
    private static final String TELNET = "telnet";
    private static final int IAC = 0xff;
    private static final int SB = 250;
    private static final int SE = 240;
    private static final int WILL = 251;
    private static final int DONT = 254;

    /** The frame's Telnet text, or null when it carries none. */
    static TerminalText of(PacketFields f) {
        if (!telnet(f.frameProtocols())) {
            return null;
        }
        boolean fromServer = PacketFields.first(f.tcpSrcPort()).equals(Integer.toString(TELNET_PORT));
        if (!fromServer && !PacketFields.first(f.tcpDstPort()).equals(Integer.toString(TELNET_PORT))) {
            return null;
        }
        String text = withoutCommands(read(bytes(PacketFields.first(f.tcpPayload()))));
        return text.isEmpty() ? null : new TerminalText(fromServer, text);
    }

    private static boolean telnet(String layers) {
        if (layers == null) {
            return false;
        }
        // read for every frame: the layers are looked through, not split
        for (int i = layers.indexOf(TELNET); i >= 0; i = layers.indexOf(TELNET, i + 1)) {
            int end = i + TELNET.length();
            if ((i == 0 || layers.charAt(i - 1) == ':') && (end == layers.length() || layers.charAt(end) == ':')) {
                return true;
            }
        }
        return false;
    }

    /** Hex as the dissector prints it, colons allowed; stops at the first character that is not hex. */
    private static byte[] bytes(String hex) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(hex.length() / 2);
        int high = -1;
        for (int i = 0; i < hex.length(); i++) {
            char c = hex.charAt(i);
            if (c == ':') {
                continue;
            }
            int d = Character.digit(c, 16);
            if (d < 0) {
                break;
            }
            if (high < 0) {
                high = d;
            } else {
                out.write(high << 4 | d);
                high = -1;
            }
        }
        return out.toByteArray();
    }

    /**
     * The bytes a payload sample reads ({@link PayloadSample#bytesRead}): every way of reading a capture gives
     * those, and a prompt or a typed line fits in them.
     */
    private static byte[] read(byte[] payload) {
        byte[] head = java.util.Arrays.copyOf(payload, Math.min(payload.length, PayloadSample.ASCII_WINDOW));
        return java.util.Arrays.copyOf(payload, Math.min(payload.length, PayloadSample.bytesRead(head)));
    }

    /** The data bytes, without IAC commands, option negotiation (WILL, WONT, DO, DONT) or subnegotiation. */
    static String withoutCommands(byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(b.length);
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            if (c != IAC) {
                out.write(c);
                i++;
                continue;
            }
            int command = i + 1 < b.length ? b[i + 1] & 0xff : -1;
            if (command == IAC) {
                out.write(IAC);
                i += 2;
            } else if (command >= WILL && command <= DONT) {
                i += 3;
            } else if (command == SB) {
                i += 2;
                while (i < b.length && !((b[i] & 0xff) == IAC && i + 1 < b.length && (b[i + 1] & 0xff) == SE)) {
                    i++;
                }
                i += 2;
            } else {
                i += 2;
            }
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return "TerminalText[" + (fromServer ? "server" : "client") + ", " + text.length() + " characters]";
    }
}
