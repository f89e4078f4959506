package io.pcaplens.domain.overview;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Frames and bytes per protocol layer, nested as Wireshark's Protocol Hierarchy Statistics nest them: each
 * frame counts once, with its whole length, in every layer on its path from the link layer up
 * ({@code eth → ip → tcp → tls}). A protocol met again further up (IP in GRE in IP) is a layer of its own under
 * the one that carries it.
 *
 * <p>The path is tshark's {@code frame.protocols}, the layers the dissectors were called for, shown as
 * {@link HierarchyPath} says (certificates fold into TLS, a protocol's several messages in a frame are one layer),
 * and {@code _ws.malformed} last for a frame a dissector gave up on. Wireshark's own statistics walk the
 * dissection tree instead, so where a protocol is dissected inside another's tree (SDP inside SIP, NTLMSSP
 * inside SMB2) or a reassembly adds a node of its own, the two differ.
 */
public record ProtocolHierarchy(List<Layer> layers) {

    public ProtocolHierarchy {
        layers = List.copyOf(layers);
    }

    /** One layer under its parents; children by frames, most first. */
    public record Layer(String protocol, long frames, long bytes, List<Layer> children) {
    }

    /** How many frames with how many bytes share one layer path, as stored (colon-separated). */
    public record PathCount(String path, long frames, long bytes) {
    }

    public static ProtocolHierarchy of(List<PathCount> paths) {
        Node root = new Node();
        for (PathCount p : paths) {
            Node node = root;
            for (String protocol : HierarchyPath.of(p.path())) {
                node = node.children.computeIfAbsent(protocol, k -> new Node());
                node.frames += p.frames();
                node.bytes += p.bytes();
            }
        }
        return new ProtocolHierarchy(root.layers());
    }

    private static final class Node {
        long frames;
        long bytes;
        final Map<String, Node> children = new LinkedHashMap<>();

        List<Layer> layers() {
            List<Layer> out = new ArrayList<>();
            children.forEach((protocol, n) -> out.add(new Layer(protocol, n.frames, n.bytes, n.layers())));
            out.sort(Comparator.comparingLong(Layer::frames).reversed().thenComparing(Layer::protocol));
            return out;
        }
    }
}
