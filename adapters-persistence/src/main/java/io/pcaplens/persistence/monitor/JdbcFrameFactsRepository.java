package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.LocalGateway;
import io.pcaplens.domain.monitor.ServiceFact;
import io.pcaplens.domain.monitor.ServiceTransport;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Frame facts in three tables: the way out per capture, bindings and services per row. */
@ApplicationScoped
public class JdbcFrameFactsRepository implements FrameFactsRepository {

    private static final List<String> TABLES = List.of("capture_link", "capture_binding", "capture_service");

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcFrameFactsRepository() {
    }

    @Inject
    public JdbcFrameFactsRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void replace(CaptureId captureId, FrameFacts facts) {
        Transaction.run(dataSource, "could not store the frame facts", con -> {
            delete(con, captureId);
            try (PreparedStatement link = con.prepareStatement(
                    "INSERT INTO capture_link (capture_id, gateway_mac, gateway_ip, upstream_peer) VALUES (?, ?, ?, ?)");
                 PreparedStatement binding = con.prepareStatement(
                         "INSERT INTO capture_binding (capture_id, ip, mac, evidence) VALUES (?, ?, ?, ?)");
                 PreparedStatement service = con.prepareStatement(
                         "INSERT INTO capture_service (capture_id, ip, port, transport) VALUES (?, ?, ?, ?)")) {
                CaptureIds.bind(link, 1, captureId);
                link.setString(2, facts.gateway() == null ? null : facts.gateway().mac());
                link.setString(3, facts.gateway() == null ? null : facts.gateway().ip());
                link.setString(4, facts.upstreamPeer());
                link.executeUpdate();
                Batch.write(binding, facts.bindings(), b -> {
                    CaptureIds.bind(binding, 1, captureId);
                    binding.setString(2, b.ip());
                    binding.setString(3, b.mac());
                    binding.setArray(4, con.createArrayOf("text",
                            b.evidence().stream().map(Enum::name).toArray(String[]::new)));
                });
                Batch.write(service, facts.services(), s -> {
                    CaptureIds.bind(service, 1, captureId);
                    service.setString(2, s.ip());
                    service.setInt(3, s.port());
                    service.setString(4, s.transport().name());
                });
            }
        });
    }

    @Override
    public Optional<FrameFacts> find(CaptureId captureId) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement link = con.prepareStatement(
                     "SELECT gateway_mac, gateway_ip, upstream_peer FROM capture_link WHERE capture_id = ?");
             PreparedStatement bindings = con.prepareStatement(
                     "SELECT ip, mac, evidence FROM capture_binding WHERE capture_id = ?");
             PreparedStatement services = con.prepareStatement(
                     "SELECT ip, port, transport FROM capture_service WHERE capture_id = ?")) {
            CaptureIds.bind(link, 1, captureId);
            LocalGateway gateway;
            String upstream;
            try (ResultSet rs = link.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                gateway = rs.getString(1) == null ? null : new LocalGateway(rs.getString(1), rs.getString(2));
                upstream = rs.getString(3);
            }
            CaptureIds.bind(bindings, 1, captureId);
            CaptureIds.bind(services, 1, captureId);
            return Optional.of(new FrameFacts(
                    Rows.all(bindings, rs -> new Binding(rs.getString(1), rs.getString(2), evidence(rs.getArray(3)))),
                    gateway, upstream,
                    Rows.all(services, rs -> new ServiceFact(rs.getString(1), rs.getInt(2),
                            ServiceTransport.valueOf(rs.getString(3))))));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the frame facts", e);
        }
    }

    @Override
    public void deleteByCapture(CaptureId captureId) {
        Transaction.run(dataSource, "could not delete the frame facts", con -> delete(con, captureId));
    }

    private static void delete(Connection con, CaptureId captureId) throws SQLException {
        for (String table : TABLES) {
            try (PreparedStatement st = con.prepareStatement("DELETE FROM " + table + " WHERE capture_id = ?")) {
                CaptureIds.bind(st, 1, captureId);
                st.executeUpdate();
            }
        }
    }

    private static Set<BindingEvidence> evidence(Array names) throws SQLException {
        Set<BindingEvidence> kinds = EnumSet.noneOf(BindingEvidence.class);
        for (String name : (String[]) names.getArray()) {
            kinds.add(BindingEvidence.valueOf(name));
        }
        return kinds;
    }
}
