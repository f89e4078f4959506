package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.HostNameFact;
import io.pcaplens.domain.monitor.HostNaming;
import io.pcaplens.domain.monitor.IdentityFact;
import io.pcaplens.domain.monitor.port.HostNamingSource;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** The hosts' own names and their users as the capture's host inventory holds them (V47, V50). */
@ApplicationScoped
public class JdbcHostNamingSource implements HostNamingSource {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcHostNamingSource() {
    }

    @Inject
    public JdbcHostNamingSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    private static List<IdentityFact> identities(Connection con, CaptureId captureId) throws SQLException {
        try (PreparedStatement st = con.prepareStatement("SELECT address, user_name, domain, source"
                + " FROM host_inventory_identity WHERE capture_id = ?")) {
            Parameters.bind(con, st, 1, List.of(captureId));
            return Rows.all(st, rs -> new IdentityFact(rs.getString(1), rs.getString(2), rs.getString(3),
                    rs.getString(4)));
        }
    }

    @Override
    public HostNaming naming(CaptureId captureId) {
        String sql = "SELECT address, name, source FROM host_inventory_name WHERE capture_id = ? AND source = ANY(?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, List.of(captureId, HostNameFact.OWN_SOURCES.toArray(new String[0])));
            List<HostNameFact> names = Rows.all(st, rs -> new HostNameFact(rs.getString(1), rs.getString(2),
                    rs.getString(3)));
            return new HostNaming(names, identities(con, captureId));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the hosts' names", e);
        }
    }
}
