package io.pcaplens.persistence.hunt;

import io.pcaplens.domain.hunt.QueryName;
import io.pcaplens.domain.hunt.QueryScope;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;

/** Saved hunt queries in plain SQL, one table (V44). */
@ApplicationScoped
public class JdbcSavedQueryRepository implements SavedQueryRepository {

    private static final String SELECT = "SELECT owner, name, expression, scope, created_at FROM saved_query";
    /** The owner NULL is one owner: compared as the unique index compares it. */
    private static final String OF_OWNER = " WHERE coalesce(owner, '') = coalesce(?::text, '')";
    /** PostgreSQL's unique_violation. */
    private static final String DUPLICATE = "23505";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcSavedQueryRepository() {
    }

    @Inject
    public JdbcSavedQueryRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public boolean add(SavedQuery query) {
        try {
            update("INSERT INTO saved_query (owner, name, expression, scope, created_at) VALUES (?, ?, ?, ?, ?)",
                    query.owner(), query.name().value(), query.expression(), query.scope().text(),
                    Timestamp.from(query.createdAt()));
            return true;
        } catch (SQLException e) {
            if (DUPLICATE.equals(e.getSQLState())) {
                return false;
            }
            throw new IllegalStateException("could not save the query", e);
        }
    }

    @Override
    public Optional<SavedQuery> find(String owner, QueryName name) {
        return query(SELECT + OF_OWNER + " AND name = ?", owner, name.value()).stream().findFirst();
    }

    @Override
    public List<SavedQuery> list(String owner) {
        // by code point, whatever the database's collation, as the API documents the order
        return query(SELECT + OF_OWNER + " ORDER BY name COLLATE \"C\"", owner);
    }

    @Override
    public boolean delete(String owner, QueryName name) {
        try {
            return update("DELETE FROM saved_query" + OF_OWNER + " AND name = ?", owner, name.value()) > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete the query", e);
        }
    }

    private List<SavedQuery> query(String sql, Object... values) {
        try {
            return Rows.all(dataSource, sql, JdbcSavedQueryRepository::savedQuery, values);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the saved queries", e);
        }
    }

    private int update(String sql, Object... values) throws SQLException {
        return Rows.update(dataSource, sql, values);
    }

    private static SavedQuery savedQuery(ResultSet rs) throws SQLException {
        String scope = rs.getString(4);
        return new SavedQuery(new QueryName(rs.getString(2)), rs.getString(3), QueryScope.parse(scope)
                .orElseThrow(() -> new IllegalStateException("a saved query's stored scope is unreadable: " + scope)),
                rs.getString(1), rs.getTimestamp(5).toInstant());
    }
}
