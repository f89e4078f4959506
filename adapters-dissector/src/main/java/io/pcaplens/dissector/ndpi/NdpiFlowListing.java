package io.pcaplens.dissector.ndpi;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.flow.FlowFacts;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The flows of the text nDPI 4.2's ndpiReader writes with {@code -w FILE -v 2}, read so that what a capture puts
 * into a printed value cannot add a flow, drop one or take another's place. {@link NdpiFlowParser} reads one flow.
 *
 * <p>The file holds a summary, tables, the flow lines numbered 1, 2, 3 … in file order, and, when nDPI left flows
 * undetected, the line "Undetected flows:" directly followed by those flows numbered again from 1:
 * <pre>
 * Confidence Unknown          : 2 (flows)
 * Confidence DPI              : 232 (flows)
 * ...
 * \t1\tTCP 172.17.0.184:57092 &lt;-&gt; 172.17.0.189:445 [proto: 10.41/NetBIOS.SMBv23]...
 * ...
 * \t232\tIGMP 0.0.0.0:0 -&gt; 224.0.0.1:0 [proto: 82/IGMP]...
 *
 *
 * Undetected flows:
 * \t1\tTCP 10.0.0.22:43614 &lt;-&gt; 10.0.0.7:59130 [proto: 0/Unknown]...
 * \t2\tTCP 10.0.0.22:38016 &lt;-&gt; 10.0.0.7:59214 [proto: 0/Unknown]...
 * </pre>
 * ndpiReader prints values as they are, so a URL, Host or User-Agent can carry line ends and whole imitations of
 * flow lines and of the section line, with any number. A line that looks like the start of a flow (a head) may
 * therefore be text inside a value of the flow before it. What the capture cannot touch: the summary comes before
 * any flow, and its confidence counts add up to the flows listed, the "Unknown" count to the undetected ones (so
 * on every capture of the test corpus, including one with 1,876 undetected flows); the first head of the file is
 * ndpiReader's; the section line is followed by undetected flow 1.
 *
 * <p>A reading of the file takes as real heads 1 … D, the section line with its flow 1, then 2 … U, in file order,
 * D and U from the summary; every other head-like line is text of the flow before it. Forged heads can make more
 * than one reading fit: a head numbered 5 written into flow 4's User-Agent fits as flow 5 just as the real line
 * after it does, and that file can be the very file in which flow 5's own User-Agent holds a copy of a flow 5 line.
 * No rule tells those apart, and preferring the first or the last candidate lets a sender pick the lines taken.
 * So a flow is taken only where every reading agrees on its head, which is then ndpiReader's own line; a flow
 * whose head is in doubt gives no facts rather than possibly forged ones. A flow is read up to the earliest line
 * where the next flow may start, so it never takes in another flow's text; when that end is in doubt the flow was
 * cut inside its own value, and is read up to the cut. Forged heads with any other number (smaller, or more than
 * one past the flow they sit in, or past the last flow of a section) fit no reading and stay in their value.
 * Without forged heads exactly one reading fits, and every flow is taken. A list that no reading fits (a file
 * cut short, another version of ndpiReader) is the tool's failure, not something to guess around.
 *
 * <p>The earliest place of every head over all readings comes from matching heads in file order as they are
 * read, the latest from matching backwards at the end; a head is certain when both are the same line. Both are
 * linear, and what is held is one number per head-like line and the facts of each flow.
 */
final class NdpiFlowListing {

    /** "Confidence DPI              : 217 (flows)": one line per kind of confidence, in the summary. */
    private static final Pattern CONFIDENCE_COUNT = Pattern.compile("^Confidence (.+?) *: (\\d{1,10}) \\(flows\\)$");

    /** The confidence of the flows listed as undetected. */
    private static final String UNDETECTED = "Unknown";

    private static final String UNDETECTED_SECTION = "Undetected flows:";

    /** What a head-like line is matched by: the number it carries; the section line with its flow 1 is 0. */
    private static final int SECTION_START = 0;

    /**
     * Beyond this the rest of a flow's text is dropped. ndpiReader copies most values (URL, User-Agent) into
     * buffers of a few hundred bytes; the longest flow line of the whole test corpus is 1,877 characters, so
     * 1 MiB only stops a runaway record.
     */
    private static final int MAX_RECORD_CHARS = 1 << 20;

    private final NdpiTextLines lines;
    private long counted;
    private long undetected;
    private Layout layout;
    private final Ints heads = new Ints();
    /** The earliest head of each flow, found as the file is read. */
    private final Ints earliest = new Ints();
    private final List<FlowFacts> whole = new ArrayList<>();
    /** A flow's facts read up to where its text stops, when that is inside an item. */
    private final List<FlowFacts> upToCut = new ArrayList<>();
    private StringBuilder record;

    private NdpiFlowListing(BufferedReader text) {
        lines = new NdpiTextLines(text);
    }

    /**
     * The flows of the file whose heads are certain, in file order.
     *
     * @throws ToolFailure the flows listed do not fit the counts of the summary before them
     */
    static List<FlowFacts> read(BufferedReader text) throws IOException, ToolFailure {
        NdpiFlowListing listing = new NdpiFlowListing(text);
        listing.readLines();
        return listing.certainFlows();
    }

    private void readLines() throws IOException, ToolFailure {
        String section = null;
        for (String line = lines.next(); line != null; line = lines.next()) {
            int number = number(line);
            if (section != null) {
                String held = section;
                section = null;
                if (number == 1) {
                    // only undetected flow 1 follows the section line: detected flow 1 is the file's first head
                    head(SECTION_START, held, line);
                    continue;
                }
                text(held);
            }
            if (line.startsWith(UNDETECTED_SECTION)) {
                section = line;
            } else if (number > 0) {
                head(number, null, line);
            } else {
                text(line);
            }
        }
        if (section != null) {
            text(section);
        }
        finishRecord();
        if (layout == null && counted > 0 || layout != null && earliest.size() < layout.flows()) {
            throw mismatch();
        }
    }

    /** A head-like line (after its section line, when it opens the undetected flows). */
    private void head(int code, String section, String line) throws ToolFailure {
        int index = heads.size();
        heads.add(code);
        if (index == 0) {
            layout = Layout.of(counted, undetected).orElseThrow(this::mismatch);
        }
        int next = earliest.size();
        if (next < layout.flows() && code == layout.code(next) && (next > 0 || index == 0)) {
            finishRecord();
            earliest.add(index);
            record = new StringBuilder(line);
            return;
        }
        if (index == 0) {
            throw mismatch();
        }
        if (section != null) {
            text(section);
        }
        text(line);
    }

    /** A line that is no head: the summary before the first flow, a flow's text after it. */
    private void text(String line) {
        if (heads.size() == 0) {
            Matcher count = CONFIDENCE_COUNT.matcher(line);
            if (count.matches()) {
                long n = Long.parseLong(count.group(2));
                counted += n;
                if (count.group(1).equals(UNDETECTED)) {
                    undetected += n;
                }
            }
        } else if (record != null && record.length() <= MAX_RECORD_CHARS) {
            record.append('\n').append(line);
        }
    }

    private void finishRecord() {
        if (record == null) {
            return;
        }
        String text = withoutTrailingBlankLines(record);
        FlowFacts facts = NdpiFlowParser.parseLine(text);
        whole.add(facts);
        upToCut.add(facts == null && !text.endsWith("]") ? NdpiFlowParser.parseLine(text + "]") : null);
        record = null;
    }

    /** The blank lines before the section line belong to no flow. */
    private static String withoutTrailingBlankLines(StringBuilder text) {
        int end = text.length();
        for (int i = end - 1; i >= 0 && Character.isWhitespace(text.charAt(i)); i--) {
            if (text.charAt(i) == '\n') {
                end = i;
            }
        }
        return text.substring(0, end);
    }

    private List<FlowFacts> certainFlows() {
        if (layout == null) {
            return List.of();
        }
        int flows = layout.flows();
        int[] latest = latestHeads();
        List<FlowFacts> certain = new ArrayList<>();
        for (int f = 0; f < flows; f++) {
            if (earliest.get(f) != latest[f]) {
                continue;
            }
            boolean endInDoubt = f + 1 < flows && earliest.get(f + 1) != latest[f + 1];
            FlowFacts facts = whole.get(f) != null ? whole.get(f) : endInDoubt ? upToCut.get(f) : null;
            if (facts != null) {
                certain.add(facts);
            }
        }
        return certain;
    }

    /** The latest head each flow can have in a reading: matched backwards from the end of the file. */
    private int[] latestHeads() {
        int[] latest = new int[layout.flows()];
        int at = heads.size() - 1;
        for (int f = latest.length - 1; f > 0; f--) {
            while (heads.get(at) != layout.code(f)) {
                at--;
            }
            latest[f] = at--;
        }
        return latest;
    }

    /** The number of a flow line's head, as ndpiReader prints it (no leading zero); -1 when no head. */
    private static int number(String line) {
        Matcher head = NdpiFlowParser.HEAD.matcher(line);
        if (!head.lookingAt()) {
            return -1;
        }
        String digits = head.group(1);
        return digits.length() > 9 || digits.charAt(0) == '0' ? -1 : Integer.parseInt(digits);
    }

    private ToolFailure mismatch() {
        return new ToolFailure(Tool.NDPI_READER, "ndpiReader's flow list does not match its own count of "
                + counted + " flows (" + undetected + " undetected)");
    }

    /** The heads a reading takes, in order: detected flows 1 … D, the section line with flow 1, flows 2 … U. */
    private record Layout(int detected, int undetected) {

        static Optional<Layout> of(long counted, long undetected) {
            if (counted > Integer.MAX_VALUE || undetected > counted) {
                return Optional.empty();
            }
            return Optional.of(new Layout((int) (counted - undetected), (int) undetected));
        }

        int flows() {
            return detected + undetected;
        }

        /** What the head of the flow at this place in file order is matched by. */
        int code(int flow) {
            if (flow < detected) {
                return flow + 1;
            }
            return flow == detected ? SECTION_START : flow - detected + 1;
        }
    }

    /** A growing list of ints. */
    private static final class Ints {
        private int[] values = new int[64];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int get(int index) {
            return values[index];
        }

        int size() {
            return size;
        }
    }
}
