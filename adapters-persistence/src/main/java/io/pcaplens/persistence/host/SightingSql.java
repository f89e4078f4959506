package io.pcaplens.persistence.host;

import io.pcaplens.domain.host.HostLookup;

/**
 * The statements that find a host in every capture's inventory (V49's indexes serve each lookup). Each takes the
 * looked-up value {@link #values} times; the page adds its offset and limit.
 */
final class SightingSql {

    private SightingSql() {
    }

    /** The hosts found: capture, address, matched name, traffic and times, one row per host and capture. */
    static String found(HostLookup.Kind kind) {
        String traffic = "h.capture_id, h.address, h.packets_sent + h.packets_received AS packets,"
                + " h.bytes_sent + h.bytes_received AS bytes, h.first_ns, h.last_ns";
        return switch (kind) {
            case ADDRESS -> "SELECT " + traffic + ", NULL::text AS name FROM host_inventory h WHERE h.address = ?";
            // a layer-2-only host has its MAC as its address
            case MAC -> "SELECT " + traffic + ", NULL::text AS name FROM host_inventory h"
                    + " WHERE lower(h.mac) = ? OR h.address = ?";
            case NAME -> "SELECT DISTINCT ON (h.capture_id, h.address) " + traffic + ", n.name"
                    + " FROM host_inventory_name n JOIN host_inventory h"
                    + " ON h.capture_id = n.capture_id AND h.address = n.address WHERE lower(n.name) = ?";
        };
    }

    /** How many times the statements take the looked-up value. */
    static int values(HostLookup.Kind kind) {
        return kind == HostLookup.Kind.MAC ? 2 : 1;
    }

    static String page(HostLookup.Kind kind) {
        return "SELECT f.capture_id, c.name AS capture_name, f.address, f.name, f.packets, f.bytes, f.first_ns,"
                + " f.last_ns, nw.ids, nw.names FROM (" + found(kind) + ") f JOIN capture c ON c.id = f.capture_id"
                + " LEFT JOIN LATERAL (SELECT array_agg(w.id ORDER BY w.name, w.id) AS ids,"
                + " array_agg(w.name ORDER BY w.name, w.id) AS names FROM snapshot s"
                + " JOIN network w ON w.id = s.network_id WHERE s.capture_id = f.capture_id) nw ON true"
                + " ORDER BY f.first_ns DESC, f.capture_id, f.address OFFSET ? LIMIT ?";
    }

    static String count(HostLookup.Kind kind) {
        return "SELECT count(*) FROM (" + found(kind) + ") f";
    }
}
