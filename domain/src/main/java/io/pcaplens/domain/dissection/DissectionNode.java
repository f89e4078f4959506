package io.pcaplens.domain.dissection;

import java.util.List;

/**
 * One line of a packet's protocol tree, as Wireshark's packet details show it: a protocol or a field.
 *
 * @param name       the field's filter name ({@code http.host}); empty for a line of text only
 * @param label      the line as shown ({@code Host: bro.org\r\n})
 * @param value      the field's value as shown, null for a protocol or a line of text
 * @param dataSource which of the packet's byte sources the bytes are in (0 the frame); -1 when none holds them
 * @param position   the first byte in that source
 * @param length     bytes covered; 0 for a generated field that covers none
 * @param hidden     a field Wireshark keeps out of its tree (still usable in filters)
 */
public record DissectionNode(String name, String label, String value, int dataSource, int position, int length,
                             boolean hidden, List<DissectionNode> children) {

    public DissectionNode {
        children = List.copyOf(children);
    }
}
