package io.pcaplens.persistence.host;

import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.Rows;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoCache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/** The online geolocation answers in the {@code geo_cache} table, one row per address. */
@ApplicationScoped
public class JdbcGeoCache implements GeoCache {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcGeoCache() {
    }

    @Inject
    public JdbcGeoCache(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Map<String, Geo> find(Collection<String> ips) {
        Map<String, Geo> found = new HashMap<>();
        if (ips.isEmpty()) {
            return found;
        }
        String sql = "SELECT ip, country, country_code, region, city, asn, org FROM geo_cache WHERE ip = ANY(?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setArray(1, con.createArrayOf("text", ips.toArray()));
            Rows.each(st, rs -> found.put(rs.getString(1), new Geo(rs.getString(2), rs.getString(3), rs.getString(4),
                    rs.getString(5), rs.getString(6), rs.getString(7), Geo.ONLINE)));
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the geolocation cache", e);
        }
    }

    @Override
    public void putAll(Map<String, Geo> answers) {
        String sql = "INSERT INTO geo_cache (ip, country, country_code, region, city, asn, org)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (ip) DO NOTHING";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Batch.write(st, answers.entrySet(), e -> {
                Geo g = e.getValue();
                st.setString(1, e.getKey());
                st.setString(2, g.country());
                st.setString(3, g.countryCode());
                st.setString(4, g.region());
                st.setString(5, g.city());
                st.setString(6, g.asn());
                st.setString(7, g.org());
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not write the geolocation cache", e);
        }
    }
}
