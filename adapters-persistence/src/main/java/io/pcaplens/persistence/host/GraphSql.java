package io.pcaplens.persistence.host;

import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostGraph;

/**
 * The network map's two reads, nodes and edges, over the conversations the list's WHERE selects: every endpoint is
 * keyed by the grouping (from the host inventory), the keys ranked by bytes, and those past the node limit folded
 * into the rest node. One statement each, whatever the number of hosts.
 */
final class GraphSql {

    private GraphSql() {
    }

    /** The group of host x (its inventory row h) under the grouping. */
    static String key(GraphGrouping grouping) {
        String unknown = "'" + GraphGrouping.UNKNOWN + "'";
        return switch (grouping) {
            case NONE -> "x.address";
            case SUBNET24 -> "COALESCE(h.subnet24, x.address)";
            case SUBNET16 -> "COALESCE(h.subnet16, x.address)";
            case ASN -> "COALESCE(h.asn, " + unknown + ")";
            case COUNTRY -> "COALESCE(h.country_code, " + unknown + ")";
            case DEVICE_TYPE -> "COALESCE(h.device_type, " + unknown + ")";
        };
    }

    /**
     * The common table expressions. Parameters: the WHERE's, the capture, the node limit twice. A node's traffic is
     * that of the conversations its hosts are an endpoint of, summed over its hosts.
     */
    static String common(String where, GraphGrouping grouping) {
        return """
                WITH c AS (SELECT src_ip, dst_ip, packet_count, total_bytes, protocol, app_name
                           FROM conversation WHERE %s),
                ends AS (SELECT src_ip AS address, packet_count, total_bytes FROM c
                         UNION ALL
                         SELECT dst_ip, packet_count, total_bytes FROM c WHERE dst_ip <> src_ip),
                hosts AS (SELECT address, sum(packet_count) AS packets, sum(total_bytes) AS bytes
                          FROM ends GROUP BY address),
                keyed AS (SELECT x.address, x.packets, x.bytes, %s AS g
                          FROM hosts x LEFT JOIN host_inventory h ON h.capture_id = ? AND h.address = x.address),
                groups AS (SELECT g, sum(packets) AS packets, sum(bytes) AS bytes, count(*) AS members
                           FROM keyed GROUP BY g),
                ranked AS (SELECT g, packets, bytes, members, row_number() OVER (ORDER BY bytes DESC, g) AS rn,
                                  count(*) OVER () AS total
                           FROM groups),
                shown AS (SELECT g, CASE WHEN total > ? AND rn >= ? THEN '%s' ELSE g END AS node, packets, bytes,
                                 members, total
                          FROM ranked)
                """.formatted(where, key(grouping), HostGraph.REST);
    }

    /**
     * The nodes busiest first, the rest node last. Parameters: common's, then the capture when ungrouped (for the hosts' own facts: type, place and the three
     * names the most conversations gave it).
     */
    static String nodes(String where, GraphGrouping grouping) {
        boolean hosts = grouping == GraphGrouping.NONE;
        return common(where, grouping) + """
                SELECT n.node, n.packets, n.bytes, n.members, n.total, %s
                FROM (SELECT node, sum(packets) AS packets, sum(bytes) AS bytes, sum(members) AS members,
                             max(total) AS total
                      FROM shown GROUP BY node) n
                %s
                ORDER BY n.node = '%s', n.bytes DESC, n.node
                """.formatted(hosts ? """
                h.device_type, h.internal, ARRAY(SELECT m.name FROM host_inventory_name m
                        WHERE m.capture_id = h.capture_id AND m.address = h.address
                        GROUP BY m.name ORDER BY sum(m.conversations) DESC, m.name LIMIT 3) AS names"""
                        : "NULL AS device_type, NULL::boolean AS internal, NULL::text[] AS names",
                hosts ? "LEFT JOIN host_inventory h ON h.capture_id = ? AND h.address = n.node" : "", HostGraph.REST);
    }

    /** Parameters: common's. */
    static String edges(String where, GraphGrouping grouping) {
        return common(where, grouping) + """
                , pairs AS (SELECT LEAST(sa.node, sb.node) AS a, GREATEST(sa.node, sb.node) AS b, c.packet_count,
                                   c.total_bytes, c.protocol, c.app_name
                            FROM c JOIN keyed ka ON ka.address = c.src_ip JOIN keyed kb ON kb.address = c.dst_ip
                                   JOIN shown sa ON sa.g = ka.g JOIN shown sb ON sb.g = kb.g)
                SELECT a, b, sum(packet_count) AS packets, sum(total_bytes) AS bytes, count(*) AS conversations,
                       array_agg(DISTINCT protocol ORDER BY protocol) AS protocols,
                       COALESCE(array_agg(DISTINCT app_name ORDER BY app_name) FILTER (WHERE app_name IS NOT NULL),
                                '{}') AS apps
                FROM pairs GROUP BY a, b
                ORDER BY sum(total_bytes) DESC, a, b
                """;
    }
}
