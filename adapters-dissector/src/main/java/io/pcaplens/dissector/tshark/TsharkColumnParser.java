package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.DoubtfulFrame;
import io.pcaplens.dissector.payload.FramePayloads;
import io.pcaplens.dissector.process.ByteScan;
import io.pcaplens.domain.packet.LoginForm;
import io.pcaplens.domain.packet.PacketFields;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * Turns one line of the column pass ({@link TsharkColumns}) into the {@link PacketFields} the field output
 * would have given, or says the frame is doubtful ({@link DoubtfulFrame}) where the columns may differ from it.
 * Pure but for the payloads read from the capture file; tested on recorded output and against the field
 * output over the corpus.
 *
 * <p>What column text does that field output does not, each checked here:
 * <ul>
 *     <li>it joins a field's values with commas, which free text may hold too: such a list is split only where
 *     its companion column counts as many values, or where it equals its first occurrence alone;</li>
 *     <li>it cuts a column at 2,047 bytes, silently: a column that long is doubtful;</li>
 *     <li>it writes a control character in free text as a backslash escape where the field output writes the
 *     byte (which its own escaping may then turn into a line's separator): free text with a backslash, or a
 *     line with a control byte other than the tab between columns, is doubtful;</li>
 *     <li>it prints {@code tcp.flags} with as many hex digits as the flags use (three, not four);</li>
 *     <li>it cuts bytes at 36: the datagram reassembled from IP fragments is put together from the file.</li>
 * </ul>
 * The Protocol and Info columns are the very text the field output prints for them.
 */
final class TsharkColumnParser implements FrameLineParser {

    /** tshark 4.0 cuts a column's text at this many bytes (COL_MAX_LEN less its terminator), silently. */
    static final int CUT_AT = 2047;
    /** The longest datagram IP fragments can make (an IPv6 payload length, the same for IPv4's total length). */
    private static final int MAX_DATAGRAM = 65_535;
    /** The kind of general name that is a DNS name (GeneralName's dNSName choice). */
    private static final String DNS_NAME_CHOICE = "2";

    /** How each of the first {@link TsharkColumns#FIELDS} columns is read, by its field. */
    private enum Rule { AS_PRINTED, LISTED, FLAGS, ALONE, COUNTED, CERTIFICATE_NAMES, FORM }

    private static final Rule[] RULES = new Rule[TsharkColumns.FIELDS];
    /** For a {@link Rule#COUNTED} column, the column that counts its values. */
    private static final int[] COUNTS = new int[TsharkColumns.FIELDS];

    static {
        for (int k = 0; k < RULES.length; k++) {
            RULES[k] = TsharkColumns.ALONE.contains(TsharkFields.LENGTHS.get(k)) ? Rule.ALONE : Rule.LISTED;
        }
        RULES[TsharkColumns.PROTOCOL] = Rule.AS_PRINTED;
        RULES[TsharkColumns.INFO] = Rule.AS_PRINTED;
        RULES[TsharkColumns.TCP_FLAGS] = Rule.FLAGS;
        RULES[TsharkColumns.CERTIFICATE_NAMES] = Rule.CERTIFICATE_NAMES;
        RULES[TsharkColumns.FORM_KEYS] = Rule.FORM;
        RULES[TsharkColumns.FORM_VALUES] = Rule.FORM;
        counted(TsharkColumns.SERVER_NAMES, TsharkColumns.SERVER_NAME_LENGTHS);
        counted(TsharkColumns.ALPN, TsharkColumns.ALPN_LENGTHS);
        counted(TsharkColumns.DNS_NAMES, TsharkColumns.DNS_NAME_LENGTHS);
    }

    private static void counted(int k, int count) {
        RULES[k] = Rule.COUNTED;
        COUNTS[k] = count;
    }

    private final long frameOffset;
    private final FramePayloads payloads;
    private final int[] columnStarts = new int[TsharkColumns.PRINTED];
    private final int[] columnEnds = new int[TsharkColumns.PRINTED];
    /** Where each value of the line ({@link TsharkColumns#COUNT}) lies in it, a pair's halves apart. */
    private final int[] starts = new int[TsharkColumns.COUNT];
    private final int[] ends = new int[TsharkColumns.COUNT];
    private byte[] buf;
    /** Where a column's values are joined as the field output joins them. */
    private byte[] joined = new byte[256];
    /** The frame of the last line read: tshark prints one line per record, in order. */
    private long lastFrame;

    /**
     * @param frameOffset added to tshark's frame numbers, for a slice that starts inside the capture
     * @param payloads    reads each frame's payload from the capture file, tshark's lengths confirming it
     */
    TsharkColumnParser(long frameOffset, FramePayloads payloads) {
        this.frameOffset = frameOffset;
        this.payloads = payloads;
    }

    /**
     * {@inheritDoc}
     *
     * @throws DoubtfulFrame the columns may not give the frame's values exactly
     */
    @Override
    public Optional<PacketFields> parse(byte[] line, int from, int to) {
        long frame = lastFrame + 1;
        split(line, from, to, frame);
        if (!numbered(TsharkFields.FRAME_NUMBER, frame)) {
            throw new DoubtfulFrame(frame, "the line is numbered " + text(TsharkFields.FRAME_NUMBER));
        }
        lastFrame = frame;
        if (empty(TsharkFields.ENCAPSULATION)) {
            return Optional.empty();
        }
        if (!empty(TsharkColumns.SECOND_OCCURRENCES)) {
            // its text may be a password: only the fields are named
            throw new DoubtfulFrame(frame, twice() + " more than once");
        }
        String[] f = new String[TsharkFields.ALL.size()];
        for (int k = 0; k < TsharkColumns.FIELDS; k++) {
            // most columns of most frames are empty: no rule has anything to check there but the counts'
            f[k] = empty(k) && RULES[k] != Rule.COUNTED && RULES[k] != Rule.CERTIFICATE_NAMES ? "" : value(k, frame);
        }
        NamingColumns.fill(f, this::text, TsharkColumns.FIRST_NAMING, frame);
        ByteBuffer reassembled = reassembled(frame);
        TsharkLineParser.withPayloads(f, frame, payloads, reassembled);
        return Optional.of(TsharkLineParser.packet(f, frame + frameOffset));
    }

    /** A column's values as the field output gives them: joined by {@link PacketFields#VALUE_SEPARATOR}. */
    private String value(int k, long frame) {
        switch (RULES[k]) {
            case AS_PRINTED:
                return text(k);
            case FLAGS:
                return fourHexDigits(text(k));
            case ALONE:
                return alone(k, frame);
            case COUNTED:
                return counted(k, count(text(COUNTS[k])), true, frame);
            case CERTIFICATE_NAMES:
                // a DNS name may also sit in a general name another dissector adds under its own field, which
                // the choices would not count: fewer choices than names must not make one name of several
                return counted(k, dnsNameChoices(text(TsharkColumns.GENERAL_NAME_CHOICES)), false, frame);
            case FORM:
                return form(k, frame);
            default:
                return listed(k);
        }
    }

    /**
     * An HTML form's keys or values, each list joined by commas: only a form with a password field is a login
     * ({@link LoginForm#passwordField}), and only there must the keys and values be split exactly, as many of
     * each; every other form is left out as the field output's would be by what is made of it.
     */
    private String form(int k, long frame) {
        String keys = text(TsharkColumns.FORM_KEYS);
        if (Arrays.stream(keys.split(",")).noneMatch(LoginForm::passwordField)) {
            return "";
        }
        String values = text(TsharkColumns.FORM_VALUES);
        if (keys.indexOf('\\') >= 0 || values.indexOf('\\') >= 0 || count(keys) != count(values)) {
            throw new DoubtfulFrame(frame, "a form with a password field holds commas or backslashes");
        }
        return listed(k);
    }

    /**
     * Free text that occurs at most once in the frame, as its second occurrence is empty: the column is its
     * value. Unless the column starts or ends with a comma or holds two in a row: an empty second value may
     * print as nothing in the column of second occurrences.
     */
    private String alone(int k, long frame) {
        String all = freeText(k, frame);
        if (all.startsWith(",") || all.endsWith(",") || all.contains(",,")) {
            throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " may occur more than once");
        }
        return all;
    }

    /** The fields of {@link TsharkColumns#ALONE} that may occur twice: those whose column holds a comma. */
    private String twice() {
        StringBuilder fields = new StringBuilder();
        for (String field : TsharkColumns.ALONE) {
            int k = TsharkFields.LENGTHS.indexOf(field);
            if (ByteScan.indexOf(buf, starts[k], ends[k], (byte) ',') >= 0) {
                fields.append(fields.isEmpty() ? "" : " or ").append(field);
            }
        }
        return fields.isEmpty() ? "a field read whole occurs" : fields + " occurs";
    }

    /**
     * Free text joined by commas, which its companion says holds this many values: split at commas where there
     * is one comma fewer than values, or, where the companion counts every value without fail, the whole text
     * when it counts one.
     */
    private String counted(int k, int values, boolean countsEveryValue, long frame) {
        String all = freeText(k, frame);
        if (values == 1 && countsEveryValue) {
            return all;
        }
        boolean exact = values == 0 ? all.isEmpty() : count(all) == values;
        if (!exact) {
            throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " holds commas beyond its "
                    + values + " values");
        }
        return all.replace(',', PacketFields.VALUE_SEPARATOR);
    }

    private String freeText(int k, long frame) {
        String text = text(k);
        if (text.indexOf('\\') >= 0) {
            throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " holds a backslash");
        }
        return text;
    }

    /** The datagram tshark reassembled from IP fragments in this frame, put together from the file; or null. */
    private ByteBuffer reassembled(long frame) {
        String length = text(TsharkColumns.REASSEMBLED_LENGTH);
        if (length.isEmpty()) {
            return null;
        }
        String fragments = text(TsharkColumns.FRAGMENT_FRAMES);
        if (length.indexOf(',') >= 0 || fragments.isEmpty()) {
            throw new DoubtfulFrame(frame, "datagrams reassembled " + length + " from fragments " + fragments);
        }
        try {
            String[] listed = fragments.split(",");
            long[] frames = new long[listed.length];
            for (int i = 0; i < listed.length; i++) {
                frames[i] = Long.parseLong(listed[i]);
            }
            int bytes = Integer.parseInt(length);
            if (bytes > MAX_DATAGRAM) {
                throw new NumberFormatException("longer than an IP datagram");
            }
            return payloads.rebuilt(frame, frames, bytes);
        } catch (NumberFormatException e) {
            throw new DoubtfulFrame(frame, "datagram reassembled " + length + " from fragments " + fragments);
        }
    }

    /**
     * Splits the line at tabs, refusing control bytes and columns as long as tshark cuts them, and each column
     * of a pair ({@link TsharkColumns#PAIRS}) in the middle: the first half of its values is the first field's.
     */
    private void split(byte[] line, int from, int to, long frame) {
        buf = line;
        int count = 0;
        int start = from;
        for (int i = from; i <= to; i++) {
            int b = i == to ? '\t' : line[i] & 0xff;
            if (b == '\t') {
                if (count == TsharkColumns.PRINTED) {
                    throw new DoubtfulFrame(frame, "more than " + TsharkColumns.PRINTED + " columns");
                }
                if (i - start >= CUT_AT) {
                    throw new DoubtfulFrame(frame, "a column of " + (i - start) + " bytes may have been cut");
                }
                columnStarts[count] = start;
                columnEnds[count] = i;
                count++;
                start = i + 1;
            } else if (b < 0x20) {
                throw new DoubtfulFrame(frame, "a control byte in a column");
            }
        }
        if (count != TsharkColumns.PRINTED) {
            throw new DoubtfulFrame(frame, count + " columns instead of " + TsharkColumns.PRINTED);
        }
        for (int k = 0; k < TsharkColumns.COUNT; k++) {
            int c = TsharkColumns.COLUMN[k];
            if (TsharkColumns.SECOND[k]) {
                continue;
            }
            starts[k] = columnStarts[c];
            ends[k] = columnEnds[c];
            if (TsharkColumns.PAIRED[k]) {
                halve(k, TsharkColumns.PARTNER[k], frame);
            }
        }
    }

    /**
     * Value {@code k}'s column, a pair's, cut into it and value {@code second} at its middle: tshark 4.0 puts as
     * many commas before a field's values in a column of several fields as it has values ({@code a,b,,c,d}),
     * and these values are never empty, so the values are the column's non-empty pieces, and only the pieces
     * between the halves may be empty.
     */
    private void halve(int k, int second, long frame) {
        int s = starts[k];
        int e = ends[k];
        if (s == e) {
            starts[second] = e;
            ends[second] = e;
            return;
        }
        int values = 0;
        for (int i = s; i <= e; i++) {
            if ((i == e || buf[i] == ',') && i > s && buf[i - 1] != ',') {
                values++;
            }
        }
        int half = values / 2;
        // where the first half's last value ends, where the second half's first starts
        int firstEnd = -1;
        int secondStart = -1;
        int seen = 0;
        for (int i = s, piece = s; i <= e; i++) {
            if (i < e && buf[i] != ',') {
                continue;
            }
            if (i == piece) {
                if (seen != half || secondStart >= 0) {
                    throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " or "
                            + TsharkFields.LENGTHS.get(second) + " holds an empty value");
                }
            } else if (++seen == half) {
                firstEnd = i;
            } else if (seen == half + 1) {
                secondStart = piece;
            }
            piece = i + 1;
        }
        if (values == 0 || values % 2 != 0) {
            throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " and " + TsharkFields.LENGTHS.get(second)
                    + " not as many");
        }
        ends[k] = firstEnd;
        starts[second] = secondStart;
        ends[second] = e;
    }

    private boolean empty(int k) {
        return starts[k] == ends[k];
    }

    private String text(int k) {
        int s = starts[k];
        int e = ends[k];
        return s == e ? "" : new String(buf, s, e - s, StandardCharsets.UTF_8);
    }

    /** Whether the column is this number, read without making its text. */
    private boolean numbered(int k, long number) {
        long n = 0;
        int s = starts[k];
        int e = ends[k];
        if (s == e || e - s > 18 || buf[s] == '0') {
            return false;
        }
        for (int i = s; i < e; i++) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                return false;
            }
            n = n * 10 + d;
        }
        return n == number;
    }

    /**
     * The column's values joined by {@link PacketFields#VALUE_SEPARATOR}: its bytes with that for each comma,
     * decoded once (a comma is never part of a longer UTF-8 sequence).
     */
    private String listed(int k) {
        int s = starts[k];
        int e = ends[k];
        int comma = ByteScan.indexOf(buf, s, e, (byte) ',');
        if (comma < 0) {
            return text(k);
        }
        if (joined.length < e - s) {
            joined = new byte[Math.max(e - s, 2 * joined.length)];
        }
        for (int i = s; i < e; i++) {
            joined[i - s] = buf[i] == ',' ? (byte) PacketFields.VALUE_SEPARATOR : buf[i];
        }
        return new String(joined, 0, e - s, StandardCharsets.UTF_8);
    }

    /** How many values a comma-joined list holds, if none of them holds a comma. */
    private static int count(String list) {
        if (list.isEmpty()) {
            return 0;
        }
        int count = 1;
        for (int i = list.indexOf(','); i >= 0; i = list.indexOf(',', i + 1)) {
            count++;
        }
        return count;
    }

    private static int dnsNameChoices(String choices) {
        if (choices.isEmpty()) {
            return 0;
        }
        int count = 0;
        for (String choice : choices.split(",")) {
            if (choice.equals(DNS_NAME_CHOICE)) {
                count++;
            }
        }
        return count;
    }

    /** tcp.flags as the field output prints each value: {@code 0x} and four hex digits. */
    private static String fourHexDigits(String flags) {
        if (flags.isEmpty()) {
            return flags;
        }
        StringBuilder out = new StringBuilder(flags.length() + 2);
        for (String value : flags.split(",")) {
            if (!out.isEmpty()) {
                out.append(PacketFields.VALUE_SEPARATOR);
            }
            String digits = value.startsWith("0x") ? value.substring(2) : value;
            out.append("0x").append("0000", 0, Math.max(0, 4 - digits.length())).append(digits);
        }
        return out.toString();
    }
}
