package io.pcaplens.dissector.tracer;

import io.pcaplens.domain.dissection.ByteSource;
import io.pcaplens.domain.dissection.DissectionNode;
import io.pcaplens.domain.dissection.ExpertInfo;
import io.pcaplens.domain.dissection.ExpertSeverity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns tshark's tree of a frame dissected at the end of a small capture into the frame's protocol tree under
 * the stored capture's frame numbers: the frame's own number, every frame-number field and the segment lists
 * of reassembled data are written back to the numbers the analyst sees. Each line is placed in the bytes
 * that hold it: the frame, or the reassembled TCP data (the concatenated segments' bytes), found by
 * comparing the field's bytes with each; a line without bytes of its own takes its parent's place.
 */
final class PacketTreeBuilder {

    /** An answer's bound: a frame whose tree has more lines (a long text body) is cut there. */
    static final int MAX_NODES = 5_000;
    /** Longer labels and values (a body shown as one value) are cut to this many characters. */
    static final int MAX_TEXT = 1_000;

    private static final Pattern SEGMENT_REFERENCE = Pattern.compile("#(\\d+)\\(");

    private final List<Long> frameNumbers;
    private final Set<String> frameNumberFields;
    private final List<ByteSource> sources = new ArrayList<>();
    private final List<ExpertInfo> expert = new ArrayList<>();
    private int nodes;
    private boolean cut;

    PacketTreeBuilder(byte[] frame, List<Long> frameNumbers, Set<String> frameNumberFields) {
        this.frameNumbers = frameNumbers;
        this.frameNumberFields = frameNumberFields;
        sources.add(new ByteSource("Frame", frame));
    }

    List<DissectionNode> build(List<PdmlTree.Element> packet) {
        byte[] reassembled = reassembledTcp(packet);
        if (reassembled != null) {
            sources.add(new ByteSource("Reassembled TCP", reassembled));
        }
        return nodes(packet, 0);
    }

    List<ByteSource> sources() {
        return sources;
    }

    List<ExpertInfo> expert() {
        return expert;
    }

    boolean cut() {
        return cut;
    }

    private List<DissectionNode> nodes(List<PdmlTree.Element> elements, int parentSource) {
        List<DissectionNode> out = new ArrayList<>(elements.size());
        for (PdmlTree.Element e : elements) {
            if (nodes >= MAX_NODES) {
                cut = true;
                break;
            }
            nodes++;
            if (e.name.equals("_ws.expert")) {
                expert.add(expertInfo(e));
            }
            int source = source(e, parentSource);
            String value = e.show == null ? null : renumbered(e.name, e.show, e.show);
            String label = e.showname.isEmpty() ? (e.show == null ? e.name : e.show) : e.showname;
            label = renumbered(e.name, e.show, label);
            out.add(new DissectionNode(e.name, shortened(label), value == null ? null : shortened(value), source,
                    e.pos, e.size, e.hidden, nodes(e.children, source)));
        }
        return out;
    }

    /** Where the field's bytes are: the source whose bytes at its position are the field's, else its parent's. */
    private int source(PdmlTree.Element e, int parentSource) {
        if (e.value == null || e.value.isEmpty() || e.size == 0 || e.value.length() != 2 * e.size) {
            return e.size == 0 ? parentSource : firstChildSource(e, parentSource);
        }
        if (parentSource >= 0 && holds(sources.get(parentSource).bytes(), e.pos, e.value)) {
            return parentSource;
        }
        for (int i = 0; i < sources.size(); i++) {
            if (holds(sources.get(i).bytes(), e.pos, e.value)) {
                return i;
            }
        }
        return parentSource;
    }

    /** A protocol line has no bytes printed: it is where its first field with bytes is. */
    private int firstChildSource(PdmlTree.Element e, int parentSource) {
        for (PdmlTree.Element c : e.children) {
            if (c.value != null && c.size > 0 && c.value.length() == 2 * c.size) {
                return source(c, parentSource);
            }
        }
        return parentSource;
    }

    private static boolean holds(byte[] bytes, int pos, String hex) {
        int length = hex.length() / 2;
        if (pos < 0 || pos + length > bytes.length) {
            return false;
        }
        try {
            byte[] wanted = HexFormat.of().parseHex(hex);
            return Arrays.equals(bytes, pos, pos + length, wanted, 0, length);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The bytes of {@code tcp.segments}' segments in their order: the data the reassembled fields point into. */
    private static byte[] reassembledTcp(List<PdmlTree.Element> packet) {
        for (PdmlTree.Element e : packet) {
            if (e.name.equals("tcp.segments")) {
                byte[] data = new byte[Math.max(0, e.size)];
                for (PdmlTree.Element segment : e.children) {
                    if (segment.name.equals("tcp.segment") && segment.value != null
                            && segment.pos >= 0 && segment.pos + segment.value.length() / 2 <= data.length) {
                        byte[] bytes = HexFormat.of().parseHex(segment.value);
                        System.arraycopy(bytes, 0, data, segment.pos, bytes.length);
                    }
                }
                return data;
            }
        }
        return null;
    }

    private ExpertInfo expertInfo(PdmlTree.Element e) {
        String field = "";
        String message = "";
        ExpertSeverity severity = ExpertSeverity.NOTE;
        String group = "";
        for (PdmlTree.Element c : e.children) {
            String show = c.show == null ? "" : c.show;
            switch (c.name) {
                case "_ws.expert.message" -> message = show;
                case "_ws.expert.severity" -> severity = ExpertSeverity.ofCode(parse(show));
                case "_ws.expert.group" -> group = ExpertInfo.groupOfCode(parse(show));
                default -> field = field.isEmpty() ? c.name : field;
            }
        }
        return new ExpertInfo(severity, group, message, field);
    }

    private static long parse(String number) {
        try {
            return Long.parseLong(number.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The text with the small capture's frame numbers written as the stored capture's. */
    private String renumbered(String name, String show, String text) {
        if (name.equals("frame") && text.startsWith("Frame ")) {
            return text.replaceFirst("^Frame (\\d+)", "Frame " + original(frameNumbers.size()));
        }
        if (name.endsWith(".segments") || name.endsWith(".fragments")) {
            Matcher m = SEGMENT_REFERENCE.matcher(text);
            return m.replaceAll(r -> "#" + original(Long.parseLong(r.group(1))) + "(");
        }
        if (show != null && (name.equals("frame.number") || frameNumberFields.contains(name)) && show.matches("\\d{1,18}")) {
            String mapped = String.valueOf(original(Long.parseLong(show)));
            return text.replaceFirst("(?<!\\d)" + show + "(?!\\d)", mapped);
        }
        return text;
    }

    private long original(long small) {
        return small >= 1 && small <= frameNumbers.size() ? frameNumbers.get((int) small - 1) : small;
    }

    private static String shortened(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "…";
    }
}
