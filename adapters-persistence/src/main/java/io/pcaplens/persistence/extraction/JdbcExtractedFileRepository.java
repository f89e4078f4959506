package io.pcaplens.persistence.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;

import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Extracted-file records in plain SQL, and the per-conversation counts the conversation rows show. */
@ApplicationScoped
public class JdbcExtractedFileRepository implements ExtractedFileRepository {

    private static final String COLUMNS = "id, capture_id, conversation_id, protocol, name, size_bytes, sha256,"
            + " file_type, frame_number";

    private DataSource dataSource;
    private ExtractedFileStore store;

    /** For the container's proxy. */
    protected JdbcExtractedFileRepository() {
    }

    @Inject
    public JdbcExtractedFileRepository(DataSource dataSource, ExtractedFileStore store) {
        this.dataSource = dataSource;
        this.store = store;
    }

    @Override
    public List<Long> newIds(int count) {
        if (count == 0) {
            return List.of();
        }
        String sql = "SELECT nextval('extracted_file_id_seq') FROM generate_series(1, ?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setInt(1, count);
            return Rows.all(st, rs -> rs.getLong(1));
        } catch (SQLException e) {
            throw new IllegalStateException("could not draw ids for the extracted files", e);
        }
    }

    /** Each row written once, in batches, with the path built from its id. */
    @Override
    public void addAll(List<ExtractedFile> files) {
        if (files.isEmpty()) {
            return;
        }
        String sql = "INSERT INTO extracted_file (id, capture_id, conversation_id, protocol, name, size_bytes, sha256,"
                + " file_type, frame_number, stored_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Batch.write(st, files, f -> {
                st.setLong(1, f.id());
                CaptureIds.bind(st, 2, f.captureId());
                Parameters.setLong(st, 3, f.conversationId());
                st.setString(4, f.protocol());
                st.setString(5, f.name());
                st.setLong(6, f.size());
                st.setString(7, f.sha256());
                st.setString(8, f.fileType());
                Parameters.setLong(st, 9, f.frameNumber());
                st.setString(10, store.pathOf(f.captureId(), f.id()).toString());
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the extracted files", e);
        }
    }

    @Override
    public List<ExtractedFile> list(CaptureId captureId, ExtractedFileFilter filter, int offset, int limit) {
        List<Object> params = new ArrayList<>();
        String sql = "SELECT " + COLUMNS + " FROM extracted_file WHERE " + where(captureId, filter, params)
                + " ORDER BY frame_number NULLS LAST, id OFFSET ? LIMIT ?";
        params.add((long) offset);
        params.add((long) limit);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            return Rows.all(st, JdbcExtractedFileRepository::read);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the extracted files", e);
        }
    }

    @Override
    public long count(CaptureId captureId, ExtractedFileFilter filter) {
        List<Object> params = new ArrayList<>();
        String sql = "SELECT count(*) FROM extracted_file WHERE " + where(captureId, filter, params);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            return Rows.all(st, rs -> rs.getLong(1)).get(0);
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the extracted files", e);
        }
    }

    /** The filter's rule ({@link ExtractedFileFilter#matches}) in SQL, its values added to {@code params}. */
    private static String where(CaptureId captureId, ExtractedFileFilter filter, List<Object> params) {
        StringBuilder sql = new StringBuilder("capture_id = ?");
        params.add(captureId.uuid());
        if (filter.name() != null) {
            sql.append(" AND strpos(lower(name), lower(?)) > 0");
            params.add(filter.name());
        }
        if (!filter.types().isEmpty()) {
            sql.append(" AND coalesce(file_type, '").append(ExtractedFileFilter.UNKNOWN_TYPE).append("') = ANY(?)");
            params.add(filter.types().toArray(String[]::new));
        }
        if (filter.minSize() != null) {
            sql.append(" AND size_bytes >= ?");
            params.add(filter.minSize());
        }
        if (filter.maxSize() != null) {
            sql.append(" AND size_bytes <= ?");
            params.add(filter.maxSize());
        }
        if (filter.sha256() != null) {
            sql.append(" AND starts_with(sha256, ?)");
            params.add(filter.sha256());
        }
        if (filter.conversationId() != null) {
            sql.append(" AND conversation_id = ?");
            params.add(filter.conversationId());
        }
        if (!filter.ids().isEmpty()) {
            sql.append(" AND id = ANY(?)");
            params.add(filter.ids().toArray(Long[]::new));
        }
        return sql.toString();
    }

    @Override
    public Optional<ExtractedFile> find(CaptureId captureId, long id) {
        String sql = "SELECT " + COLUMNS + " FROM extracted_file WHERE capture_id = ? AND id = ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            st.setLong(2, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(read(rs)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the extracted file", e);
        }
    }

    @Override
    public void updateCounts(CaptureId captureId, Map<Long, Integer> countByConversation) {
        Transaction.run(dataSource, "could not count the extracted files", con -> {
            try (PreparedStatement reset = con.prepareStatement(
                    "UPDATE conversation SET extracted_file_count = 0 WHERE capture_id = ? AND extracted_file_count <> 0");
                 PreparedStatement set = con.prepareStatement(
                         "UPDATE conversation SET extracted_file_count = ? WHERE capture_id = ? AND id = ?")) {
                CaptureIds.bind(reset, 1, captureId);
                reset.executeUpdate();
                for (Map.Entry<Long, Integer> e : countByConversation.entrySet()) {
                    set.setInt(1, e.getValue());
                    CaptureIds.bind(set, 2, captureId);
                    set.setLong(3, e.getKey());
                    set.addBatch();
                }
                set.executeBatch();
            }
        });
    }

    @Override
    public void deleteByCapture(CaptureId captureId) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("DELETE FROM extracted_file WHERE capture_id = ?")) {
            CaptureIds.bind(st, 1, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete the extracted files", e);
        }
    }

    private static ExtractedFile read(ResultSet rs) throws SQLException {
        return new ExtractedFile(rs.getLong(1), CaptureIds.read(rs, 2), (Long) rs.getObject(3, Long.class),
                rs.getString(4), rs.getString(5), rs.getLong(6), rs.getString(7), rs.getString(8),
                (Long) rs.getObject(9, Long.class));
    }
}
