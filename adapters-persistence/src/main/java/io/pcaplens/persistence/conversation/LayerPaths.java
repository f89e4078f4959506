package io.pcaplens.persistence.conversation;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The dictionary of layer paths: each distinct path gets a number once, in the database, and every writer asks
 * here. A path seen before costs a map look-up; a new one a round trip on a connection of its own (a writer's
 * is busy with its COPY). Numbers never change, so they are kept for the life of the service.
 */
final class LayerPaths {

    private final ConcurrentMap<String, Integer> ids = new ConcurrentHashMap<>();

    /** The number of a path, given it if it has none yet. */
    int idOf(DataSource dataSource, String path) throws SQLException {
        Integer known = ids.get(path);
        if (known != null) {
            return known;
        }
        int id = stored(dataSource, path);
        ids.put(path, id);
        return id;
    }

    private static int stored(DataSource dataSource, String path) throws SQLException {
        // writers of other slices may add the same path at the same moment: the unique path decides
        try (Connection con = dataSource.getConnection();
             PreparedStatement add = con.prepareStatement(
                     "INSERT INTO layer_path (path) VALUES (?) ON CONFLICT (path) DO NOTHING");
             PreparedStatement find = con.prepareStatement("SELECT id FROM layer_path WHERE path = ?")) {
            add.setString(1, path);
            add.executeUpdate();
            find.setString(1, path);
            try (ResultSet rs = find.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
