package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.DoubtfulFrame;
import io.pcaplens.dissector.payload.FramePayloads;
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

    private final long frameOffset;
    private final FramePayloads payloads;
    private final int[] starts = new int[TsharkColumns.COUNT];
    private final int[] ends = new int[TsharkColumns.COUNT];
    private byte[] buf;
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
        if (!text(TsharkFields.FRAME_NUMBER).equals(Long.toString(frame))) {
            throw new DoubtfulFrame(frame, "the line is numbered " + text(TsharkFields.FRAME_NUMBER));
        }
        lastFrame = frame;
        if (starts[TsharkFields.ENCAPSULATION] == ends[TsharkFields.ENCAPSULATION]) {
            return Optional.empty();
        }
        String[] f = new String[TsharkFields.ALL.size()];
        for (int k = 0; k < TsharkColumns.FIELDS; k++) {
            f[k] = value(k, frame);
        }
        NamingColumns.fill(f, this::text, TsharkColumns.FIRST_NAMING, frame);
        ByteBuffer reassembled = reassembled(frame);
        TsharkLineParser.withPayloads(f, frame, payloads, reassembled);
        return Optional.of(TsharkLineParser.packet(f, frame + frameOffset));
    }

    /** A column's values as the field output gives them: joined by {@link PacketFields#VALUE_SEPARATOR}. */
    private String value(int k, long frame) {
        if (k == TsharkColumns.PROTOCOL || k == TsharkColumns.INFO) {
            return text(k);
        }
        if (k == TsharkColumns.TCP_FLAGS) {
            return fourHexDigits(text(k));
        }
        if (k == TsharkColumns.USER_AGENTS) {
            return alone(k, TsharkColumns.FIRST_USER_AGENT, frame);
        }
        if (k == TsharkColumns.HTTP_HOSTS) {
            return alone(k, TsharkColumns.FIRST_HTTP_HOST, frame);
        }
        if (k == TsharkColumns.SERVER_NAMES) {
            return counted(k, count(text(TsharkColumns.SERVER_NAME_LENGTHS)), true, frame);
        }
        if (k == TsharkColumns.ALPN) {
            return counted(k, count(text(TsharkColumns.ALPN_LENGTHS)), true, frame);
        }
        if (k == TsharkColumns.DNS_NAMES) {
            return counted(k, count(text(TsharkColumns.DNS_NAME_LENGTHS)), true, frame);
        }
        if (k == TsharkColumns.CERTIFICATE_NAMES) {
            // a DNS name may also sit in a general name another dissector adds under its own field, which the
            // choices would not count: fewer choices than names must not make one name of several
            return counted(k, dnsNameChoices(text(TsharkColumns.GENERAL_NAME_CHOICES)), false, frame);
        }
        if (k == TsharkColumns.FORM_KEYS || k == TsharkColumns.FORM_VALUES) {
            return form(k, frame);
        }
        int login = TsharkColumns.LOGIN_FIELDS.indexOf(TsharkFields.LENGTHS.get(k));
        if (login >= 0) {
            return alone(k, TsharkColumns.FIRST_LOGIN_FIELD + login, frame);
        }
        return listed(text(k));
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
        return listed(text(k));
    }

    /** Free text that occurs at most once in the frame: its every-occurrence column is its first occurrence. */
    private String alone(int k, int firstOccurrence, long frame) {
        String all = freeText(k, frame);
        if (!all.equals(text(firstOccurrence))) {
            throw new DoubtfulFrame(frame, TsharkFields.LENGTHS.get(k) + " occurs more than once");
        }
        return all;
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
        return listed(all);
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

    /** Splits the line at tabs, refusing control bytes and columns as long as tshark cuts them. */
    private void split(byte[] line, int from, int to, long frame) {
        buf = line;
        int count = 0;
        int start = from;
        for (int i = from; i <= to; i++) {
            int b = i == to ? '\t' : line[i] & 0xff;
            if (b == '\t') {
                if (count == TsharkColumns.COUNT) {
                    throw new DoubtfulFrame(frame, "more than " + TsharkColumns.COUNT + " columns");
                }
                if (i - start >= CUT_AT) {
                    throw new DoubtfulFrame(frame, "a column of " + (i - start) + " bytes may have been cut");
                }
                starts[count] = start;
                ends[count] = i;
                count++;
                start = i + 1;
            } else if (b < 0x20) {
                throw new DoubtfulFrame(frame, "a control byte in a column");
            }
        }
        if (count != TsharkColumns.COUNT) {
            throw new DoubtfulFrame(frame, count + " columns instead of " + TsharkColumns.COUNT);
        }
    }

    private String text(int k) {
        int s = starts[k];
        int e = ends[k];
        return s == e ? "" : new String(buf, s, e - s, StandardCharsets.UTF_8);
    }

    private static String listed(String text) {
        return text.replace(',', PacketFields.VALUE_SEPARATOR);
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
