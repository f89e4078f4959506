package io.pcaplens.dissector.tracer;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Reads tshark's PDML (its packet details as XML) into the protocol tree of each packet, as printed: every
 * {@code proto} and {@code field} element with its attributes. tshark's "General information" is left out
 * (Wireshark does not show it), and the fields tshark wraps in a "fake-field-wrapper" (the reassembled
 * segments' list) are top-level lines, as Wireshark shows them.
 */
final class PdmlTree {

    /** One element as tshark printed it; {@code value} is the bytes in hex (unmasked for bit fields). */
    static final class Element {
        final String name;
        final String showname;
        final String show;
        final String value;
        final int pos;
        final int size;
        final boolean hidden;
        final List<Element> children = new ArrayList<>();

        Element(String name, String showname, String show, String value, int pos, int size, boolean hidden) {
            this.name = name;
            this.showname = showname;
            this.show = show;
            this.value = value;
            this.pos = pos;
            this.size = size;
            this.hidden = hidden;
        }
    }

    /** What became of an open element: kept, dropped with what it holds, or its children lifted up. */
    private enum Mark { KEPT, DROPPED, UNWRAPPED }

    private PdmlTree() {
    }

    /** The top-level lines of the last packet of the document. */
    static List<Element> lastPacket(InputStream pdml) throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader xml = factory.createXMLStreamReader(pdml, "UTF-8");
        List<Element> packet = new ArrayList<>();
        Deque<Element> open = new ArrayDeque<>();
        Deque<Mark> kept = new ArrayDeque<>();
        try {
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    String tag = xml.getLocalName();
                    if (tag.equals("packet")) {
                        packet = new ArrayList<>();
                        open.clear();
                        kept.clear();
                        continue;
                    }
                    if (!tag.equals("proto") && !tag.equals("field")) {
                        continue;
                    }
                    String name = attribute(xml, "name");
                    boolean top = open.isEmpty();
                    if (top && kept.contains(Mark.DROPPED)) {
                        kept.push(Mark.DROPPED);
                        continue;
                    }
                    if (top && (name.equals("geninfo") || name.equals("fake-field-wrapper"))) {
                        // the wrapper's fields become top-level lines; general information is dropped whole
                        kept.push(name.equals("geninfo") ? Mark.DROPPED : Mark.UNWRAPPED);
                        continue;
                    }
                    Element e = element(xml, name);
                    if (top) {
                        packet.add(e);
                    } else {
                        open.peek().children.add(e);
                    }
                    open.push(e);
                    kept.push(Mark.KEPT);
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    String tag = xml.getLocalName();
                    if ((tag.equals("proto") || tag.equals("field")) && !kept.isEmpty()) {
                        if (kept.pop() == Mark.KEPT) {
                            open.pop();
                        }
                    }
                }
            }
        } finally {
            xml.close();
        }
        return packet;
    }

    private static Element element(XMLStreamReader xml, String name) {
        String unmasked = xml.getAttributeValue(null, "unmaskedvalue");
        return new Element(name, attribute(xml, "showname"), xml.getAttributeValue(null, "show"),
                unmasked != null ? unmasked : xml.getAttributeValue(null, "value"),
                number(attribute(xml, "pos")), number(attribute(xml, "size")), "yes".equals(xml.getAttributeValue(null, "hide")));
    }

    private static String attribute(XMLStreamReader xml, String name) {
        String v = xml.getAttributeValue(null, name);
        return v == null ? "" : v;
    }

    private static int number(String text) {
        try {
            return text.isEmpty() ? 0 : Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
