package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * TCP segments as the dissector summarises them: "33532 → 80 [SYN] Seq=0 Win=29200 Len=0 …", preceded by its
 * expert notes ("[TCP Retransmission]", "[TCP ZeroWindow]", "[TCP Keep-Alive]", "[TCP Dup ACK 251#1]") and
 * sometimes followed by "[TCP segment of a reassembled PDU]". The flags say what the segment does; a note
 * either says it better (a keep-alive is not "1 byte of data") or adds why it matters.
 */
final class TcpExplanations implements ProtocolExplanations {

    private static final Pattern SEGMENT = Pattern.compile(
            "^((?:\\[[^\\]]*\\]\\s*)*)(\\d+)\\s*(?:→|->)\\s*(\\d+)\\s*\\[([^\\]]*)\\](.*)$");
    private static final Pattern NOTE = Pattern.compile("\\[([^\\]]*)\\]");
    private static final Pattern LEN = Pattern.compile("\\bLen=(\\d+)");
    private static final Pattern SEQ = Pattern.compile("\\bSeq=(\\d+)");
    private static final Pattern ACK = Pattern.compile("\\bAck=(\\d+)");
    private static final Pattern DUP_ACK = Pattern.compile("TCP Dup ACK (\\d+)#(\\d+)");
    private static final String REASSEMBLED = "TCP segment of a reassembled PDU";

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("TCP")) {
            return Optional.empty();
        }
        Matcher m = SEGMENT.matcher(step.info());
        if (!m.matches()) {
            String segment = step.sends("a TCP segment of " + Wording.bytes(step.size()));
            return Optional.of(step.info().contains(REASSEMBLED)
                    ? segment + " It carries part of a larger message that is reassembled from several segments."
                    : segment);
        }
        Segment s = new Segment(notes(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                flags(m.group(4)), m.group(5));
        String replaced = replacingNote(step, s);
        if (replaced != null) {
            return Optional.of(replaced);
        }
        String first = flagsSentence(step, s);
        String second = addedNote(s);
        return Optional.of(second == null ? first : first + " " + second);
    }

    private record Segment(List<String> notes, int srcPort, int dstPort, Set<String> flags, String rest) {

        boolean has(String flag) {
            return flags.contains(flag);
        }

        boolean noted(String prefix) {
            return notes.stream().anyMatch(n -> n.startsWith(prefix));
        }

        long number(Pattern p) {
            Matcher m = p.matcher(rest);
            return m.find() ? Long.parseLong(m.group(1)) : -1;
        }
    }

    private static List<String> notes(String text) {
        List<String> notes = new ArrayList<>();
        Matcher m = NOTE.matcher(text);
        while (m.find()) {
            notes.add(m.group(1).strip());
        }
        return notes;
    }

    private static Set<String> flags(String text) {
        return Arrays.stream(text.split(",")).map(String::strip).filter(f -> !f.isEmpty())
                .collect(Collectors.toSet());
    }

    /** Notes that say what the segment is better than its flags do. */
    private static String replacingNote(StepFacts step, Segment s) {
        String who = step.sender();
        if (s.noted("TCP Keep-Alive ACK")) {
            return who + " answers a TCP keep-alive from " + step.receiver()
                    + ", confirming that the idle connection is still up.";
        }
        if (s.noted("TCP Keep-Alive")) {
            return who + " sends a TCP keep-alive to " + step.receiver()
                    + ": a probe that checks whether the idle connection is still up.";
        }
        if (s.noted("TCP ZeroWindowProbeAck")) {
            return who + " answers a zero-window probe: its receive window is still closed.";
        }
        if (s.noted("TCP ZeroWindowProbe")) {
            return who + " probes whether " + step.receiver()
                    + " has reopened its zero receive window (TCP zero-window probe).";
        }
        if (s.noted("TCP ZeroWindow")) {
            return who + " advertises a zero receive window (TCP ZeroWindow): its receive buffer is full, so "
                    + step.receiver() + " must stop sending until the window opens again.";
        }
        if (s.noted("TCP Dup ACK")) {
            Matcher m = DUP_ACK.matcher(String.join(" ", s.notes()));
            String which = m.find() ? " (duplicate #" + m.group(2) + " of the ACK in frame " + m.group(1) + ")" : "";
            return who + " repeats an earlier acknowledgement" + which + ": it is still waiting for a segment"
                    + " that has not arrived, a sign of packet loss or reordering.";
        }
        if (s.noted("TCP Window Update")) {
            return who + " tells " + step.receiver() + " that its receive window has grown (TCP window update),"
                    + " so more data may be sent.";
        }
        return null;
    }

    /** What the flags make of the segment. */
    private static String flagsSentence(StepFacts step, Segment s) {
        String who = step.sender();
        String to = step.receiver();
        if (s.has("SYN") && s.has("ACK")) {
            return who + " accepts the TCP connection on port " + s.srcPort()
                    + " (SYN-ACK, the second step of the three-way handshake).";
        }
        if (s.has("SYN")) {
            return who + " asks " + to + " to open a TCP connection to port " + s.dstPort()
                    + " (SYN, the first step of the three-way handshake).";
        }
        if (s.has("RST")) {
            return who + " resets the TCP connection on port " + s.srcPort() + " (RST): the connection attempt"
                    + " is refused or the connection is torn down at once, without the usual FIN exchange.";
        }
        if (s.flags().contains("<None>") || s.flags().isEmpty()) {
            return who + " sends a TCP segment to port " + s.dstPort() + " with no flags set (a null packet):"
                    + " normal TCP stacks never send one, port scanners do to see how a host reacts.";
        }
        if (s.has("FIN") && s.has("PSH") && s.has("URG") && !s.has("ACK")) {
            return who + " sends a TCP segment to port " + s.dstPort() + " with FIN, PSH and URG set (an Xmas"
                    + " packet): not part of any normal connection, a probe port scanners use.";
        }
        if (s.has("FIN") && !s.has("ACK")) {
            return who + " sends a lone FIN to port " + s.dstPort() + " outside any connection (a FIN scan"
                    + " probe): port scanners use it to see how a host reacts.";
        }
        if (s.has("FIN")) {
            return who + " has no more data to send and starts closing its side of the TCP connection (FIN).";
        }
        long len = s.number(LEN);
        if (len > 0) {
            String part = s.rest().contains(REASSEMBLED) ? ", part of a larger message spread over several segments"
                    : "";
            return who + " sends " + Wording.bytes(len) + " of data to port " + s.dstPort() + " of " + to + part
                    + ".";
        }
        if (s.has("ACK") && s.number(SEQ) == 1 && s.number(ACK) == 1) {
            return who + " acknowledges the handshake (ACK, the third step of the three-way handshake):"
                    + " the TCP connection is now established.";
        }
        if (s.has("ACK")) {
            return who + " acknowledges the data received so far (ACK) without sending data of its own.";
        }
        return who + " sends a TCP segment with the flags " + String.join(", ", s.flags()) + " to port "
                + s.dstPort() + ".";
    }

    /** Notes that add why the segment matters. */
    private static String addedNote(Segment s) {
        if (s.noted("TCP Spurious Retransmission")) {
            return "This is a spurious retransmission: the data had already been acknowledged.";
        }
        if (s.noted("TCP Fast Retransmission")) {
            return "This is a fast retransmission, triggered by duplicate acknowledgements that signalled a"
                    + " lost segment.";
        }
        if (s.noted("TCP Retransmission")) {
            return "This is a retransmission: an earlier copy was not acknowledged in time, a sign of packet"
                    + " loss or a slow peer.";
        }
        if (s.noted("TCP Out-Of-Order")) {
            return "It arrived out of order: a later segment was seen first.";
        }
        if (s.noted("TCP Previous segment not captured")) {
            return "A segment before this one is missing from the capture.";
        }
        if (s.noted("TCP ACKed unseen segment")) {
            return "It acknowledges data that is missing from the capture.";
        }
        if (s.noted("TCP Window Full")) {
            return "It fills the receiver's advertised window, so the sender must wait for an acknowledgement"
                    + " before sending more.";
        }
        if (s.noted("TCP Port numbers reused")) {
            return "The same pair of ports was used by an earlier connection.";
        }
        return null;
    }
}
