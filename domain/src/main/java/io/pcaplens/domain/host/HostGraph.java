package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;

import java.util.List;

/**
 * The network map of a capture's conversations (docs/hosts.md): hosts, or groups of them, as nodes, and the pairs
 * that talked as edges. Past the node limit the least busy nodes are drawn as one {@link #REST} node.
 *
 * @param totalNodes the nodes there were before the limit folded some into the rest node
 */
public record HostGraph(GraphGrouping grouping, List<Node> nodes, List<Edge> edges, int totalNodes) {

    /** The node that stands for every node beyond the limit. */
    public static final String REST = "rest";

    /**
     * A host or group. For a host the type, place and names are its own; a group has only its members' count and
     * their traffic.
     *
     * @param packets the packets of the conversations the node's hosts are an endpoint of, summed over its hosts
     * @param members the hosts the node stands for
     */
    public record Node(String id, long packets, long bytes, int members, DeviceType deviceType, Boolean internal,
                       List<String> names) {
    }

    /**
     * Two nodes that talked, {@code a} before {@code b} in text order ({@code a} equals {@code b} for talk inside
     * one group), with their conversations' traffic both ways.
     */
    public record Edge(String a, String b, long packets, long bytes, int conversations, List<String> protocols,
                       List<String> apps) {
    }
}
