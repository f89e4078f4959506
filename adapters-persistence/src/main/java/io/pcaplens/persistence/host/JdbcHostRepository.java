package io.pcaplens.persistence.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.OsHint;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.host.Vote;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.signature.DeviceOverride;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;

import javax.sql.DataSource;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Hosts and conversation initiators in plain SQL, written in bulk at the end of an analysis. */
@ApplicationScoped
public class JdbcHostRepository implements HostRepository {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private static final String COLUMNS = "ip, mac, vendor, device_type, confidence, signals, override_rule, override_type,"
            + " os, os_signals";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcHostRepository() {
    }

    @Inject
    public JdbcHostRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void replace(CaptureId captureId, List<HostProfile> hosts) {
        Transaction.run(dataSource, "could not store the hosts", con -> {
            try (PreparedStatement del = con.prepareStatement("DELETE FROM host WHERE capture_id = ?");
                 PreparedStatement ins = con.prepareStatement("INSERT INTO host (capture_id, " + COLUMNS
                         + ") VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb)")) {
                CaptureIds.bind(del, 1, captureId);
                del.executeUpdate();
                Batch.write(ins, hosts, h -> {
                    CaptureIds.bind(ins, 1, captureId);
                    ins.setString(2, h.ip());
                    ins.setString(3, h.mac());
                    ins.setString(4, h.vendor());
                    ins.setString(5, h.classification().type().label());
                    ins.setInt(6, h.classification().confidence());
                    ins.setString(7, signalsJson(h.classification().votes()));
                    ins.setString(8, h.override() == null ? null : h.override().ruleName());
                    ins.setString(9, h.override() == null ? null : h.effectiveType().label());
                    ins.setString(10, h.classification().os().name());
                    ins.setString(11, textsJson(h.classification().os().signals()));
                });
            }
        });
    }

    @Override
    public void addInitiators(Map<Long, Initiator> byConversation) {
        String sql = "INSERT INTO conversation_initiator (conversation_id, ip, port) VALUES (?, ?, ?)"
                + " ON CONFLICT (conversation_id) DO UPDATE SET ip = EXCLUDED.ip, port = EXCLUDED.port";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Batch.write(st, byConversation.entrySet(), e -> {
                st.setLong(1, e.getKey());
                st.setString(2, e.getValue().ip());
                st.setInt(3, e.getValue().port());
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the conversation initiators", e);
        }
    }

    @Override
    public void deleteByCapture(CaptureId captureId) {
        // initiators go with their conversations (ON DELETE CASCADE)
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("DELETE FROM host WHERE capture_id = ?")) {
            CaptureIds.bind(st, 1, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete hosts", e);
        }
    }

    @Override
    public Optional<HostProfile> find(CaptureId captureId, String ip) {
        List<HostProfile> found = query("SELECT " + COLUMNS + " FROM host WHERE capture_id = ? AND ip = ?", captureId, ip);
        return found.stream().findFirst();
    }

    @Override
    public List<HostProfile> all(CaptureId captureId) {
        return query("SELECT " + COLUMNS + " FROM host WHERE capture_id = ? ORDER BY ip", captureId, null);
    }

    private List<HostProfile> query(String sql, CaptureId captureId, String ip) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            if (ip != null) {
                st.setString(2, ip);
            }
            return Rows.all(st, JdbcHostRepository::read);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read hosts", e);
        }
    }

    private static HostProfile read(ResultSet rs) throws SQLException {
        Classification c = new Classification(type(rs.getString("device_type")), rs.getInt("confidence"),
                signals(rs.getString("signals")), new OsHint(rs.getString("os"), texts(rs.getString("os_signals"))));
        String rule = rs.getString("override_rule");
        DeviceOverride override = rule == null ? null : new DeviceOverride(rule, rs.getString("override_type"));
        return new HostProfile(rs.getString("ip"), rs.getString("mac"), rs.getString("vendor"), c, override);
    }

    private static DeviceType type(String label) {
        return DeviceType.parse(label).orElse(DeviceType.UNKNOWN);
    }

    @Override
    public void setOverrides(CaptureId captureId, Map<String, DeviceOverride> byIp) {
        String[] ips = byIp.keySet().toArray(new String[0]);
        String[] rules = new String[ips.length];
        String[] types = new String[ips.length];
        for (int i = 0; i < ips.length; i++) {
            rules[i] = byIp.get(ips[i]).ruleName();
            types[i] = DeviceType.parse(byIp.get(ips[i]).deviceType()).orElse(DeviceType.UNKNOWN).label();
        }
        String sql = "WITH o(ip, rule, type) AS (SELECT * FROM unnest(?::text[], ?::text[], ?::text[]))"
                + " UPDATE host SET override_rule = (SELECT rule FROM o WHERE o.ip = host.ip),"
                + " override_type = (SELECT type FROM o WHERE o.ip = host.ip) WHERE capture_id = ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setArray(1, con.createArrayOf("text", ips));
            st.setArray(2, con.createArrayOf("text", rules));
            st.setArray(3, con.createArrayOf("text", types));
            CaptureIds.bind(st, 4, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the device overrides", e);
        }
    }

    @Override
    public Optional<Initiator> initiator(long conversationId) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT ip, port FROM conversation_initiator WHERE conversation_id = ?")) {
            st.setLong(1, conversationId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(new Initiator(rs.getString(1), rs.getInt(2))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversation's initiator", e);
        }
    }

    static String signalsJson(List<Vote> votes) {
        JsonArrayBuilder all = BUILDERS.createArrayBuilder();
        for (Vote v : votes) {
            all.add(BUILDERS.createObjectBuilder().add("text", v.text()).add("type", v.type().label()).add("weight", v.weight()));
        }
        return all.build().toString();
    }

    static String textsJson(List<String> texts) {
        JsonArrayBuilder all = BUILDERS.createArrayBuilder();
        texts.forEach(all::add);
        return all.build().toString();
    }

    static List<String> texts(String json) {
        return json == null ? List.of() : READERS.createReader(new StringReader(json)).readArray()
                .getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList();
    }

    static List<Vote> signals(String json) {
        if (json == null) {
            return List.of();
        }
        return READERS.createReader(new StringReader(json)).readArray().stream().map(v -> {
            JsonObject o = v.asJsonObject();
            return new Vote(o.getString("text"), type(o.getString("type")), o.getInt("weight"));
        }).toList();
    }
}
