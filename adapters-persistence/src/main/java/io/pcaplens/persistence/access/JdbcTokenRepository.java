package io.pcaplens.persistence.access;

import io.pcaplens.domain.access.ApiToken;
import io.pcaplens.domain.access.Role;
import io.pcaplens.domain.access.TokenDigest;
import io.pcaplens.domain.access.port.TokenRepository;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * API tokens in plain SQL. Uses only JDBC, so that the command line that creates the first token can use it
 * outside the server.
 */
@ApplicationScoped
public class JdbcTokenRepository implements TokenRepository {

    private static final String SELECT = "SELECT id, name, role, token_sha256, created_at, last_used_at, revoked_at"
            + " FROM api_token";
    /** PostgreSQL's unique_violation. */
    private static final String DUPLICATE = "23505";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcTokenRepository() {
    }

    /** In the container, and outside it (the token command) on a DataSource of the caller's. */
    @Inject
    public JdbcTokenRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public boolean add(ApiToken token) {
        try {
            update("INSERT INTO api_token (id, name, role, token_sha256, created_at) VALUES (?, ?, ?, ?, ?)",
                    token.id(), token.name(), token.role().label(), token.digest().hex(),
                    Timestamp.from(token.createdAt()));
            return true;
        } catch (SQLException e) {
            if (DUPLICATE.equals(e.getSQLState())) {
                return false;
            }
            throw new IllegalStateException("could not store the token", e);
        }
    }

    @Override
    public Optional<ApiToken> find(UUID id) {
        return first(SELECT + " WHERE id = ?", id);
    }

    @Override
    public Optional<ApiToken> findByDigest(TokenDigest digest) {
        return first(SELECT + " WHERE token_sha256 = ?", digest.hex());
    }

    @Override
    public Optional<ApiToken> findActive(String name) {
        return first(SELECT + " WHERE name = ? AND revoked_at IS NULL", name);
    }

    @Override
    public List<ApiToken> page(int offset, int limit) {
        return query(SELECT + " ORDER BY created_at, id OFFSET ? LIMIT ?", offset, limit);
    }

    @Override
    public long count() {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT count(*) FROM api_token");
             ResultSet rs = st.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the tokens", e);
        }
    }

    @Override
    public boolean revoke(UUID id, Instant at) {
        try {
            return update("UPDATE api_token SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?",
                    Timestamp.from(at), id) > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not revoke the token", e);
        }
    }

    @Override
    public void recordUse(UUID id, Instant at) {
        try {
            update("UPDATE api_token SET last_used_at = ? WHERE id = ?", Timestamp.from(at), id);
        } catch (SQLException e) {
            throw new IllegalStateException("could not record the token's use", e);
        }
    }

    private Optional<ApiToken> first(String sql, Object value) {
        return query(sql, value).stream().findFirst();
    }

    private List<ApiToken> query(String sql, Object... values) {
        try {
            return Rows.all(dataSource, sql, JdbcTokenRepository::token, values);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the tokens", e);
        }
    }

    private int update(String sql, Object... values) throws SQLException {
        return Rows.update(dataSource, sql, values);
    }

    private static ApiToken token(ResultSet rs) throws SQLException {
        return new ApiToken(rs.getObject(1, UUID.class), rs.getString(2), Role.of(rs.getString(3)),
                new TokenDigest(rs.getString(4)), instant(rs.getTimestamp(5)), instant(rs.getTimestamp(6)),
                instant(rs.getTimestamp(7)));
    }

    private static Instant instant(Timestamp t) {
        return t == null ? null : t.toInstant();
    }
}
