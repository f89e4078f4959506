package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.overview.port.ConversationStatistics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/** Sums over one capture's conversation rows, each a single grouped query on the capture's rows. */
@ApplicationScoped
public class JdbcConversationStatistics implements ConversationStatistics {

    /** The capture's conversations, the one parameter of every query being the capture's id. */
    private static final String OF_CAPTURE = "WITH c AS (SELECT * FROM conversation WHERE capture_id = ?) ";
    /** Both ends of every conversation of the capture, each with the conversation's traffic. */
    private static final String SIDES = "(SELECT id, src_ip ip, src_geo geo, packet_count packets, total_bytes bytes"
            + " FROM c UNION ALL SELECT id, dst_ip, dst_geo, packet_count, total_bytes FROM c) side";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcConversationStatistics() {
    }

    @Inject
    public JdbcConversationStatistics(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public CaptureOverview.Totals totals(CaptureId captureId) {
        // a flow is its transport and its two endpoints in either order (FlowKey), stored with each row
        String sql = "SELECT count(*), count(DISTINCT flow_key), coalesce(sum(total_bytes), 0)"
                + " FROM c";
        return query(captureId, sql, "the conversation totals",
                rs -> new CaptureOverview.Totals(rs.getLong(1), rs.getLong(2), rs.getLong(3))).get(0);
    }

    @Override
    public List<CaptureOverview.Share> applications(CaptureId captureId) {
        return shares(captureId, "app_name");
    }

    @Override
    public List<CaptureOverview.Share> categories(CaptureId captureId) {
        return shares(captureId, "category");
    }

    private List<CaptureOverview.Share> shares(CaptureId captureId, String column) {
        String sql = "SELECT " + column + ", count(*), sum(total_bytes) FROM c WHERE "
                + column + " IS NOT NULL GROUP BY 1 ORDER BY 3 DESC, 2 DESC, 1";
        return query(captureId, sql, "the " + column + " shares",
                rs -> new CaptureOverview.Share(rs.getString(1), rs.getLong(2), rs.getLong(3)));
    }

    @Override
    public List<CaptureOverview.Talker> topTalkers(CaptureId captureId, int limit) {
        String sql = "SELECT ip, sum(packets), sum(bytes) FROM " + SIDES + " GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT " + limit;
        return query(captureId, sql, "the top talkers",
                rs -> new CaptureOverview.Talker(rs.getString(1), rs.getLong(2), rs.getLong(3)));
    }

    @Override
    public List<CaptureOverview.Country> countries(CaptureId captureId) {
        String sql = "SELECT geo->>'countryCode', max(geo->>'country'), count(DISTINCT ip), count(DISTINCT id) FROM "
                + SIDES + " WHERE geo->>'countryCode' IS NOT NULL GROUP BY 1 ORDER BY 3 DESC, 4 DESC, 1";
        return query(captureId, sql, "the countries",
                rs -> new CaptureOverview.Country(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4)));
    }

    @Override
    public List<CaptureOverview.AutonomousSystem> topAutonomousSystems(CaptureId captureId, int limit) {
        // hosts over the sides; conversations and bytes over distinct conversations, so that one between two hosts
        // of the same system counts once
        String sql = ", s AS (SELECT geo->>'asn' asn, geo->>'org' org, ip, id, bytes FROM " + SIDES
                + " WHERE geo->>'asn' IS NOT NULL)"
                + " SELECT h.asn, h.org, h.hosts, c.conversations, c.bytes"
                + " FROM (SELECT asn, max(org) org, count(DISTINCT ip) hosts FROM s GROUP BY asn) h"
                + " JOIN (SELECT asn, count(*) conversations, sum(bytes) bytes"
                + "       FROM (SELECT DISTINCT asn, id, bytes FROM s) d GROUP BY asn) c USING (asn)"
                + " ORDER BY c.bytes DESC, c.conversations DESC, h.asn LIMIT " + limit;
        return query(captureId, sql, "the autonomous systems", rs -> new CaptureOverview.AutonomousSystem(
                rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4), rs.getLong(5)));
    }

    private <T> List<T> query(CaptureId captureId, String sql, String what, Rows.Reader<T> reader) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(OF_CAPTURE + sql)) {
            CaptureIds.bind(st, 1, captureId);
            return Rows.all(st, reader);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read " + what, e);
        }
    }
}
