package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.UUID;

/**
 * Writes one capture's packets into its partition through binary COPY, in buffers of about a megabyte: the JVM
 * never holds more than one buffer per writer.
 */
final class PacketCopyWriter implements PacketRepository.Writer {

    /** Flush threshold of the buffer. */
    private static final int FLUSH_BYTES = 1 << 20;
    /** The columns a packet's row gives its COPY, in the statement's order. */
    private static final int COLUMNS = 16;

    private final DataSource dataSource;
    private final LayerPaths layerPaths;
    private final Connection connection;
    private final CopyIn copy;
    private final UUID captureId;
    private final CopyRowEncoder row = new CopyRowEncoder(COLUMNS, FLUSH_BYTES + 64 * 1024);

    PacketCopyWriter(DataSource dataSource, LayerPaths layerPaths, String table, UUID captureId) throws SQLException {
        this.dataSource = dataSource;
        this.layerPaths = layerPaths;
        this.connection = dataSource.getConnection();
        this.captureId = captureId;
        this.copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(
                "COPY " + table + " (capture_id, conversation_id, frame_number, ts_ns, src, src_port, dst, dst_port,"
                        + " protocol, frame_len, info, payload, file_type, ascii, file_offset, layer_path_id)"
                        + " FROM STDIN (FORMAT binary)");
        row.header();
    }

    @Override
    public void write(long conversationId, PacketRecord p) throws IOException {
        try {
            append(conversationId, p);
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private void append(long conversationId, PacketRecord p) throws SQLException {
        PayloadSample payload = p.payload().orElse(null);
        row.uuid(captureId).bigint(conversationId).bigint(p.frameNumber()).bigint(p.timeNanos())
                .text(p.endpoints().srcNode()).integer(p.endpoints().srcPort())
                .text(p.endpoints().dstNode()).integer(p.endpoints().dstPort())
                .text(p.protocol()).integer(p.frameLength()).text(p.info())
                .bytes(payload == null ? null : payload.stored())
                .text(payload == null ? null : payload.fileType().orElse(null))
                .bool(payload != null && payload.ascii())
                .bigint(p.fileOffset())
                .integer(p.layers().isEmpty() ? null : layerPaths.idOf(dataSource, p.layers()));
        row.endRow();
        if (row.size() >= FLUSH_BYTES) {
            flush();
        }
    }

    private void flush() throws SQLException {
        if (row.size() > 0) {
            copy.writeToCopy(row.bytes(), 0, row.size());
            row.reset();
        }
    }

    @Override
    public void close() throws IOException {
        try (Connection c = connection) {
            row.trailer();
            flush();
            copy.endCopy();
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public void abort() {
        try {
            if (copy.isActive()) {
                copy.cancelCopy();
            }
        } catch (SQLException ignored) {
            // the connection is closed below either way
        } finally {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // nothing more to release
            }
        }
    }
}
