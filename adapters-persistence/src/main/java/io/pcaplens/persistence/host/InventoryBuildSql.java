package io.pcaplens.persistence.host;

/**
 * The statements that build a capture's host inventory from its stored conversations, each one set-based (a
 * GROUP BY over the capture's rows), so the work is the database's and no row is held in memory.
 */
final class InventoryBuildSql {

    private InventoryBuildSql() {
    }

    static final String[] TABLES = {"host_inventory_name", "host_inventory_identity", "host_inventory_role",
            "host_inventory_pair", "host_inventory"};

    /** Parameter: the capture. */
    static final String PAIRS = """
            INSERT INTO host_inventory_pair (capture_id, address_a, address_b, packets, bytes, conversations,
                                             protocols, apps)
            SELECT capture_id, LEAST(src_ip, dst_ip), GREATEST(src_ip, dst_ip), sum(packet_count), sum(total_bytes),
                   count(*), array_agg(DISTINCT protocol ORDER BY protocol),
                   COALESCE(array_agg(DISTINCT app_name ORDER BY app_name) FILTER (WHERE app_name IS NOT NULL), '{}')
            FROM conversation WHERE capture_id = ?
            GROUP BY capture_id, LEAST(src_ip, dst_ip), GREATEST(src_ip, dst_ip)
            """;

    /**
     * Each conversation counts for both its endpoints, what its source sent being what its destination received; a
     * conversation of a host with itself counts both ways for it. Parameters: the capture, six times.
     */
    static final String HOSTS = """
            INSERT INTO host_inventory (capture_id, address, mac, vendor, device_type, internal, subnet24, subnet16,
                                        country_code, country, asn, org, packets_sent, bytes_sent, packets_received,
                                        bytes_received, peers, conversations, first_ns, last_ns)
            SELECT ?, s.address, h.mac, h.vendor, COALESCE(h.override_type, h.device_type, 'Unknown'), true,
                   s.address, s.address, s.country_code, s.country, s.asn, s.org, s.packets_sent, s.bytes_sent,
                   s.packets_received, s.bytes_received, COALESCE(p.peers, 0), s.conversations, s.first_ns, s.last_ns
            FROM (SELECT address, sum(sent_p) AS packets_sent, sum(sent_b) AS bytes_sent,
                         sum(recv_p) AS packets_received, sum(recv_b) AS bytes_received,
                         count(DISTINCT id) AS conversations, min(start_ns) AS first_ns, max(end_ns) AS last_ns,
                         max(geo->>'countryCode') AS country_code, max(geo->>'country') AS country,
                         max(geo->>'asn') AS asn, max(geo->>'org') AS org
                  FROM (SELECT id, src_ip AS address, src_packets AS sent_p, src_bytes AS sent_b,
                               dst_packets AS recv_p, dst_bytes AS recv_b, start_ns, end_ns, src_geo AS geo
                        FROM conversation WHERE capture_id = ?
                        UNION ALL
                        SELECT id, dst_ip, dst_packets, dst_bytes, src_packets, src_bytes, start_ns, end_ns, dst_geo
                        FROM conversation WHERE capture_id = ?) e
                  GROUP BY address) s
            LEFT JOIN host h ON h.capture_id = ? AND h.ip = s.address
            LEFT JOIN (SELECT address, count(*) AS peers
                       FROM (SELECT address_a AS address FROM host_inventory_pair
                             WHERE capture_id = ? AND address_a <> address_b
                             UNION ALL
                             SELECT address_b FROM host_inventory_pair
                             WHERE capture_id = ? AND address_a <> address_b) x
                       GROUP BY address) p ON p.address = s.address
            """;

    /**
     * The capture's conversations with which side was the client (ConversationRole's rule): the sender of the
     * captured opening SYN; else, with two different ports, the side without the only well-known port, or with the
     * higher port; else the source. Parameters: the well-known ports three times, then the capture.
     */
    private static final String SIDED = """
            WITH sided AS (
                SELECT c.*, CASE
                    WHEN i.ip = c.src_ip AND i.port = c.src_port THEN true
                    WHEN i.ip = c.dst_ip AND i.port = c.dst_port THEN false
                    WHEN c.src_port IS NOT NULL AND c.dst_port IS NOT NULL AND c.src_port <> c.dst_port THEN
                        NOT (CASE WHEN (c.src_port = ANY(?)) <> (c.dst_port = ANY(?)) THEN c.src_port = ANY(?)
                                  ELSE c.src_port < c.dst_port END)
                    ELSE true END AS src_client
                FROM conversation c LEFT JOIN conversation_initiator i ON i.conversation_id = c.id
                WHERE c.capture_id = ?),
            served AS (
                SELECT id, transport, app_name, packet_count, total_bytes, start_ns, end_ns, seen_names,
                       seen_name_sources,
                       CASE WHEN src_client THEN dst_ip ELSE src_ip END AS server,
                       CASE WHEN src_client THEN src_ip ELSE dst_ip END AS client,
                       CASE WHEN src_client THEN dst_port ELSE src_port END AS server_port,
                       CASE WHEN src_client THEN dst_packets ELSE src_packets END AS server_packets
                FROM sided)
            """;

    /** A service is one the server answered: it sent something back. Parameters: SIDED's, then the capture. */
    static final String ROLES = SIDED + """
            INSERT INTO host_inventory_role (capture_id, address, transport, port, app, clients, conversations,
                                             packets, bytes)
            SELECT ?, server, transport, server_port, app_name, count(DISTINCT client), count(*), sum(packet_count),
                   sum(total_bytes)
            FROM served
            WHERE server_port IS NOT NULL AND server_packets > 0 AND server <> client
            GROUP BY server, transport, server_port, app_name
            """;

    /**
     * The names a client gave its server (HTTP Host, TLS SNI) or the server gave itself (its certificate's names).
     * A DNS question names what is asked about, neither endpoint, so it is left out. Parameters: SIDED's, then
     * the capture.
     */
    static final String NAMES = SIDED + """
            INSERT INTO host_inventory_name (capture_id, address, name, source, first_ns, last_ns, conversations)
            SELECT ?, s.server, n.name, n.source, min(s.start_ns), max(s.end_ns), count(*)
            FROM served s, unnest(s.seen_names, s.seen_name_sources) AS n(name, source)
            WHERE cardinality(s.seen_names) > 0 AND n.name IS NOT NULL
              AND n.source IN ('HTTP_HOST', 'TLS_SNI', 'CERT_SAN', 'CERT_SUBJECT')
            GROUP BY s.server, n.name, n.source
            """;

    /**
     * The names packets stated for an address (DNS, mDNS and LLMNR answers, DHCP, NetBIOS, NTLMSSP workstations),
     * for the inventory's hosts only: an answer may name an address the capture never talked to. A claim for a MAC
     * (a DHCP client's card) names the hosts whose card it is, but not the unspecified address a client asks from.
     * Parameters: the capture, twice.
     */
    static final String CLAIMED_NAMES = """
            INSERT INTO host_inventory_name (capture_id, address, name, source, first_ns, last_ns, conversations)
            SELECT ?, h.address, n.name, n.source, min(c.start_ns), max(c.end_ns), count(DISTINCT c.id)
            FROM conversation c
            CROSS JOIN LATERAL unnest(c.claimed_name_addresses, c.claimed_names, c.claimed_name_sources)
                AS n(address, name, source)
            JOIN host_inventory h ON h.capture_id = c.capture_id
                AND (h.address = n.address
                     OR (lower(h.mac) = n.address AND h.address NOT IN ('0.0.0.0', '::')))
            WHERE c.capture_id = ? AND cardinality(c.claimed_names) > 0 AND n.name IS NOT NULL
            GROUP BY h.address, n.name, n.source
            """;

    /**
     * The users a host signed on as, from its own messages: the Kerberos and NTLMSSP identities and the cleartext
     * logins' users (their protocol as the source, no domain). Parameters: the capture, three times.
     */
    static final String IDENTITIES = """
            INSERT INTO host_inventory_identity (capture_id, address, user_name, domain, source, first_ns, last_ns,
                                                 conversations)
            SELECT ?, i.address, i.user_name, i.domain, i.source, min(i.start_ns), max(i.end_ns), count(DISTINCT i.id)
            FROM (SELECT c.id, c.start_ns, c.end_ns, x.address, x.user_name, x.domain, x.source
                  FROM conversation c
                  CROSS JOIN LATERAL unnest(c.identity_addresses, c.identity_users, c.identity_domains,
                                            c.identity_sources) AS x(address, user_name, domain, source)
                  WHERE c.capture_id = ? AND cardinality(c.identity_users) > 0
                  UNION ALL
                  SELECT c.id, c.start_ns, c.end_ns, l.client, l.user_name, '', l.protocol
                  FROM conversation c
                  CROSS JOIN LATERAL unnest(c.login_clients, c.login_users, c.login_protocols)
                      AS l(client, user_name, protocol)
                  WHERE c.capture_id = ? AND cardinality(c.login_users) > 0) i
            JOIN host_inventory h ON h.capture_id = ? AND h.address = i.address
            WHERE i.user_name IS NOT NULL AND i.domain IS NOT NULL AND i.source IS NOT NULL
            GROUP BY i.address, i.user_name, i.domain, i.source
            """;

    /** Parameters: addresses, internal flags, /24s, /16s, then the capture. */
    static final String PLACE = """
            UPDATE host_inventory h SET internal = v.internal, subnet24 = v.s24, subnet16 = v.s16
            FROM unnest(?::text[], ?::boolean[], ?::text[], ?::text[]) AS v(address, internal, s24, s16)
            WHERE h.capture_id = ? AND h.address = v.address
            """;
}
