package io.pcaplens.rest.packet;

import io.pcaplens.domain.dissection.DissectionNode;

import java.util.List;

/**
 * A line of the protocol tree: {@code source} is the index in the detail's {@code sources} of the bytes
 * {@code position} and {@code length} point into (-1: none).
 */
public record DissectionNodeBody(String name, String label, String value, int source, int position, int length,
                                 boolean hidden, List<DissectionNodeBody> children) {

    static DissectionNodeBody from(DissectionNode n) {
        return new DissectionNodeBody(n.name(), n.label(), n.value(), n.dataSource(), n.position(), n.length(),
                n.hidden(), n.children().stream().map(DissectionNodeBody::from).toList());
    }
}
