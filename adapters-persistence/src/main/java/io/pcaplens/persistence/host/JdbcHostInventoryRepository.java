package io.pcaplens.persistence.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostGeo;
import io.pcaplens.domain.host.HostGraph;
import io.pcaplens.domain.host.HostIdentity;
import io.pcaplens.domain.host.HostName;
import io.pcaplens.domain.host.HostPeer;
import io.pcaplens.domain.host.HostPlace;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostRole;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.host.HostTraffic;
import io.pcaplens.domain.host.ServicePort;
import io.pcaplens.domain.host.port.HostInventoryRepository;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;
import io.pcaplens.persistence.conversation.ConversationWhere;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The host inventory in plain SQL (V47, V50): built with INSERT … SELECT from the conversation table, read by pages. */
@ApplicationScoped
public class JdbcHostInventoryRepository implements HostInventoryRepository {

    private static final String COLUMNS = "address, mac, vendor, device_type, internal, subnet24, subnet16,"
            + " country_code, country, asn, org, packets_sent, bytes_sent, packets_received, bytes_received, peers,"
            + " conversations, first_ns, last_ns";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcHostInventoryRepository() {
    }

    @Inject
    public JdbcHostInventoryRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void rebuild(CaptureId captureId) {
        Integer[] known = ServicePort.ports().toArray(new Integer[0]);
        Transaction.run(dataSource, "could not build the host inventory", con -> {
            for (String table : InventoryBuildSql.TABLES) {
                execute(con, "DELETE FROM " + table + " WHERE capture_id = ?", List.of(captureId));
            }
            execute(con, InventoryBuildSql.PAIRS, List.of(captureId));
            execute(con, InventoryBuildSql.HOSTS, List.of(captureId, captureId, captureId, captureId, captureId,
                    captureId));
            List<Object> sided = List.of(known, known, known, captureId, captureId);
            execute(con, InventoryBuildSql.ROLES, sided);
            execute(con, InventoryBuildSql.NAMES, sided);
            execute(con, InventoryBuildSql.CLAIMED_NAMES, List.of(captureId, captureId));
            execute(con, InventoryBuildSql.IDENTITIES, List.of(captureId, captureId, captureId, captureId));
        });
    }

    private static void execute(Connection con, String sql, List<Object> params) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            st.executeUpdate();
        }
    }

    @Override
    public List<String> addressesAfter(CaptureId captureId, String after, int limit) {
        List<Object> params = new ArrayList<>(List.of(captureId));
        String sql = "SELECT address FROM host_inventory WHERE capture_id = ?";
        if (after != null) {
            sql += " AND address > ?";
            params.add(after);
        }
        params.add(limit);
        return query(sql + " ORDER BY address LIMIT ?", params, rs -> rs.getString(1));
    }

    @Override
    public void place(CaptureId captureId, List<HostPlace> places) {
        if (places.isEmpty()) {
            return;
        }
        List<Object> params = List.of(
                places.stream().map(HostPlace::address).toArray(String[]::new),
                places.stream().map(HostPlace::internal).toArray(Boolean[]::new),
                places.stream().map(HostPlace::subnet24).toArray(String[]::new),
                places.stream().map(HostPlace::subnet16).toArray(String[]::new),
                captureId);
        Transaction.run(dataSource, "could not place the hosts", con -> execute(con, InventoryBuildSql.PLACE, params));
    }

    @Override
    public List<HostRecord> page(CaptureId captureId, HostFilter filter, HostSort sort, int offset, int limit) {
        List<Object> params = new ArrayList<>();
        String where = where(captureId, filter, params);
        params.add(offset);
        params.add(limit);
        return query("SELECT " + COLUMNS + " FROM host_inventory WHERE " + where + " ORDER BY " + order(sort)
                + " OFFSET ? LIMIT ?", params, JdbcHostInventoryRepository::host);
    }

    @Override
    public long count(CaptureId captureId, HostFilter filter) {
        List<Object> params = new ArrayList<>();
        String where = where(captureId, filter, params);
        return query("SELECT count(*) FROM host_inventory WHERE " + where, params, rs -> rs.getLong(1)).get(0);
    }

    private static String where(CaptureId captureId, HostFilter filter, List<Object> params) {
        StringBuilder w = new StringBuilder("capture_id = ?");
        params.add(captureId);
        if (filter.address() != null) {
            String like = "%" + filter.address().strip().replace("\\", "\\\\").replace("%", "\\%")
                    .replace("_", "\\_") + "%";
            w.append(" AND (address ILIKE ? OR mac ILIKE ?)");
            params.add(like);
            params.add(like);
        }
        if (filter.internal() != null) {
            w.append(" AND internal = ?");
            params.add(filter.internal());
        }
        if (filter.deviceType() != null) {
            w.append(" AND device_type = ?");
            params.add(filter.deviceType().label());
        }
        return w.toString();
    }

    private static String order(HostSort sort) {
        String column = switch (sort.key()) {
            case BYTES -> "(bytes_sent + bytes_received)";
            case PACKETS -> "(packets_sent + packets_received)";
            case PEERS -> "peers";
            case ADDRESS -> "address";
        };
        String direction = sort.ascending() ? " ASC" : " DESC";
        return sort.key() == HostSort.Key.ADDRESS ? column + direction : column + direction + ", address";
    }

    @Override
    public Optional<HostDetail> find(CaptureId captureId, String address) {
        List<HostRecord> found = query("SELECT " + COLUMNS + " FROM host_inventory WHERE capture_id = ?"
                        + " AND (address = ? OR lower(mac) = lower(?)) ORDER BY (address = ?) DESC, address LIMIT 1",
                List.of(captureId, address, address, address), JdbcHostInventoryRepository::host);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        HostRecord host = found.get(0);
        String at = host.address();
        List<HostName> names = query("SELECT name, source, first_ns, last_ns, conversations FROM host_inventory_name"
                        + " WHERE capture_id = ? AND address = ? ORDER BY source, name", List.of(captureId, at),
                rs -> new HostName(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4), rs.getInt(5)));
        List<HostIdentity> identities = query("SELECT user_name, domain, source, first_ns, last_ns, conversations"
                        + " FROM host_inventory_identity WHERE capture_id = ? AND address = ?"
                        + " ORDER BY source, user_name, domain", List.of(captureId, at),
                rs -> new HostIdentity(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                        rs.getLong(5), rs.getInt(6)));
        List<HostRole> roles = query("SELECT transport, port, app, clients, conversations, packets, bytes"
                        + " FROM host_inventory_role WHERE capture_id = ? AND address = ?"
                        + " ORDER BY bytes DESC, port, transport, app NULLS FIRST", List.of(captureId, at),
                rs -> new HostRole(rs.getString(1), rs.getInt(2), rs.getString(3), rs.getInt(4), rs.getInt(5),
                        rs.getLong(6), rs.getLong(7)));
        List<HostPeer> peers = query("SELECT CASE WHEN address_a = ? THEN address_b ELSE address_a END AS peer,"
                        + " packets, bytes, conversations FROM host_inventory_pair"
                        + " WHERE capture_id = ? AND (address_a = ? OR address_b = ?) AND address_a <> address_b"
                        + " ORDER BY bytes DESC, peer LIMIT " + HostDetail.TOP_PEERS,
                List.of(at, captureId, at, at),
                rs -> new HostPeer(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getInt(4)));
        return Optional.of(new HostDetail(host, names, identities, roles, peers));
    }

    @Override
    public HostGraph graph(CaptureId captureId, ConversationQuery query, PayloadHits hits, GraphGrouping grouping,
                           int nodeLimit) {
        ConversationWhere where = ConversationWhere.of(captureId, query, hits);
        List<Object> common = new ArrayList<>(where.params());
        common.add(captureId);
        common.add(nodeLimit);
        common.add(nodeLimit);
        List<Object> nodeParams = new ArrayList<>(common);
        if (grouping == GraphGrouping.NONE) {
            nodeParams.add(captureId);
        }
        int[] total = {0};
        List<HostGraph.Node> nodes = query(GraphSql.nodes(where.sql(), grouping), nodeParams, rs -> {
            total[0] = rs.getInt("total");
            String type = rs.getString("device_type");
            Object internal = rs.getObject("internal");
            return new HostGraph.Node(rs.getString("node"), rs.getLong("packets"), rs.getLong("bytes"),
                    rs.getInt("members"), type == null ? null : DeviceType.parse(type).orElse(DeviceType.UNKNOWN),
                    internal == null ? null : (Boolean) internal, texts(rs.getArray("names")));
        });
        List<HostGraph.Edge> edges = query(GraphSql.edges(where.sql(), grouping), common,
                rs -> new HostGraph.Edge(rs.getString("a"), rs.getString("b"), rs.getLong("packets"),
                        rs.getLong("bytes"), rs.getInt("conversations"), texts(rs.getArray("protocols")),
                        texts(rs.getArray("apps"))));
        return new HostGraph(grouping, nodes, edges, total[0]);
    }

    private static HostRecord host(ResultSet rs) throws SQLException {
        String address = rs.getString("address");
        return new HostRecord(address, rs.getString("mac"), rs.getString("vendor"),
                DeviceType.parse(rs.getString("device_type")).orElse(DeviceType.UNKNOWN),
                new HostPlace(address, rs.getBoolean("internal"), rs.getString("subnet24"), rs.getString("subnet16")),
                new HostGeo(rs.getString("country_code"), rs.getString("country"), rs.getString("asn"),
                        rs.getString("org")),
                new HostTraffic(rs.getLong("packets_sent"), rs.getLong("bytes_sent"), rs.getLong("packets_received"),
                        rs.getLong("bytes_received"), rs.getInt("peers"), rs.getInt("conversations"),
                        rs.getLong("first_ns"), rs.getLong("last_ns")));
    }

    private static List<String> texts(Array array) throws SQLException {
        if (array == null) {
            return List.of();
        }
        return Arrays.stream((String[]) array.getArray()).filter(s -> s != null).toList();
    }

    private <T> List<T> query(String sql, List<Object> params, Rows.Reader<T> reader) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            return Rows.all(st, reader);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the host inventory", e);
        }
    }
}
