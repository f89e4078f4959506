package io.pcaplens.rest.host;

import io.pcaplens.domain.host.HostGraph;

import java.util.List;

/**
 * The network map: nodes (hosts or groups, the rest node {@code "rest"} past the limit) and the pairs of nodes
 * that talked.
 *
 * @param totalNodes the nodes there were before the limit folded the least busy into the rest node
 */
public record HostGraphBody(String groupBy, int limit, int totalNodes, List<NodeBody> nodes, List<EdgeBody> edges) {

    /** For a host its type, place and first names; a group's are left out. */
    public record NodeBody(String id, long packets, long bytes, int members, String deviceType, Boolean internal,
                           List<String> names) {

        static NodeBody from(HostGraph.Node n) {
            return new NodeBody(n.id(), n.packets(), n.bytes(), n.members(),
                    n.deviceType() == null ? null : n.deviceType().label(), n.internal(),
                    n.deviceType() == null && n.names().isEmpty() ? null : n.names());
        }
    }

    public record EdgeBody(String source, String target, long packets, long bytes, int conversations,
                           List<String> protocols, List<String> apps) {

        static EdgeBody from(HostGraph.Edge e) {
            return new EdgeBody(e.a(), e.b(), e.packets(), e.bytes(), e.conversations(), e.protocols(), e.apps());
        }
    }

    static HostGraphBody from(HostGraph g, int limit) {
        return new HostGraphBody(g.grouping().apiName(), limit, g.totalNodes(),
                g.nodes().stream().map(NodeBody::from).toList(), g.edges().stream().map(EdgeBody::from).toList());
    }
}
