package io.pcaplens.persistence.host;

import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostSighting;
import io.pcaplens.domain.host.port.HostSightingRepository;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/** A host looked up in every capture's inventory, in one statement per page (and one for the count). */
@ApplicationScoped
public class JdbcHostSightings implements HostSightingRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcHostSightings() {
    }

    @Inject
    public JdbcHostSightings(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public List<HostSighting> sightings(HostLookup lookup, int offset, int limit) {
        List<Object> params = values(lookup);
        params.add(offset);
        params.add(limit);
        return query(SightingSql.page(lookup.kind()), params, rs -> sighting(rs, lookup.kind()));
    }

    @Override
    public long count(HostLookup lookup) {
        return query(SightingSql.count(lookup.kind()), values(lookup), rs -> rs.getLong(1)).get(0);
    }

    private static List<Object> values(HostLookup lookup) {
        return new ArrayList<>(Collections.nCopies(SightingSql.values(lookup.kind()), lookup.value()));
    }

    private static HostSighting sighting(ResultSet rs, HostLookup.Kind kind) throws SQLException {
        Array idArray = rs.getArray("ids");
        UUID[] ids = idArray == null ? new UUID[0] : (UUID[]) idArray.getArray();
        Array nameArray = rs.getArray("names");
        String[] names = nameArray == null ? new String[0] : (String[]) nameArray.getArray();
        List<HostSighting.Network> networks = new ArrayList<>();
        for (int k = 0; k < ids.length; k++) {
            networks.add(new HostSighting.Network(ids[k], names[k]));
        }
        return new HostSighting(CaptureIds.read(rs, "capture_id"), rs.getString("capture_name"),
                rs.getString("address"), kind, rs.getString("name"), rs.getLong("packets"), rs.getLong("bytes"),
                rs.getLong("first_ns"), rs.getLong("last_ns"), networks);
    }

    private <T> List<T> query(String sql, List<Object> params, Rows.Reader<T> reader) {
        try {
            return Rows.all(dataSource, sql, reader, params.toArray());
        } catch (SQLException e) {
            throw new IllegalStateException("could not look the host up", e);
        }
    }
}
