package io.pcaplens.persistence.tracer;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.port.ExplanationRepository;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/** The kept explanations in the {@code step_explanation} table, one row per traced step. */
@ApplicationScoped
public class JdbcExplanationRepository implements ExplanationRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcExplanationRepository() {
    }

    @Inject
    public JdbcExplanationRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Map<Integer, Explanation> find(long conversationId, ReplayScope scope, String explainer, int from, int to) {
        String sql = "SELECT step_index, text, source, producer FROM step_explanation"
                + " WHERE conversation_id = ? AND scope = ? AND explainer = ? AND step_index BETWEEN ? AND ?";
        Map<Integer, Explanation> found = new HashMap<>();
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setLong(1, conversationId);
            st.setString(2, scope.label());
            st.setString(3, explainer);
            st.setInt(4, from);
            st.setInt(5, to);
            Rows.each(st, rs -> found.put(rs.getInt(1), new Explanation(rs.getInt(1), rs.getString(2),
                    ExplanationSource.valueOf(rs.getString(3)), rs.getString(4))));
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the explanations of conversation " + conversationId, e);
        }
    }

    @Override
    public void save(long conversationId, ReplayScope scope, String explainer, Collection<Explanation> explanations) {
        String sql = "INSERT INTO step_explanation (conversation_id, step_index, explainer, source, producer, text,"
                + " scope) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (conversation_id, scope, step_index) DO UPDATE SET"
                + " explainer = excluded.explainer, source = excluded.source, producer = excluded.producer,"
                + " text = excluded.text";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Batch.write(st, explanations, e -> {
                st.setLong(1, conversationId);
                st.setInt(2, e.index());
                st.setString(3, explainer);
                st.setString(4, e.source().name());
                st.setString(5, e.producer());
                st.setString(6, e.text());
                st.setString(7, scope.label());
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not keep the explanations of conversation " + conversationId, e);
        }
    }
}
