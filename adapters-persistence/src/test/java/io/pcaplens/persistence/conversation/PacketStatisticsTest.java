package io.pcaplens.persistence.conversation;


import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The timeline and layer sums come from a real PostgreSQL, over packets written by the COPY writer an analysis
 * uses, two writers side by side as two slices would be.
 */
class PacketStatisticsTest {

    private static DataSource database;
    private static PostgresPacketRepository packets;
    private static JdbcPacketStatistics statistics;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        packets = new PostgresPacketRepository(database);
        statistics = new JdbcPacketStatistics(database);
    }

    private static PacketRecord packet(long frame, long timeNanos, int length, String layers) {
        return new PacketRecord(frame, timeNanos, length, new Endpoints("10.0.0.1", 5000, "10.0.0.2", 80), "TCP",
                Transport.TCP, "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", -1, -1, "", null,
                layers);
    }

    /** 1000 packets 1 ms apart from t0, 60 bytes and a TCP path when even, 100 bytes and TLS on top when odd. */
    private static CaptureId stored(long t0) throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        try (PacketRepository.Writer even = packets.open(capture); PacketRepository.Writer odd = packets.open(capture)) {
            for (long frame = 1; frame <= 1000; frame++) {
                boolean tls = frame % 2 == 1;
                (tls ? odd : even).write(frame, packet(frame, t0 + (frame - 1) * 1_000_000, tls ? 100 : 60,
                        tls ? "eth:ethertype:ip:tcp:tls" : "eth:ethertype:ip:tcp"));
            }
        }
        packets.finish(capture);
        return capture;
    }

    @Test
    void packetsAndBytesAreSummedPerBinCountedFromTheStart() throws Exception {
        long t0 = 1_700_000_000_000_000_000L;
        CaptureId capture = stored(t0);
        // 999 ms in bins of 100 ms: ten bins of 100 packets, 50 of each size
        List<Timeline.Count> bins = statistics.timeline(capture, t0, 100_000_000L).stream()
                .sorted(Comparator.comparingLong(Timeline.Count::index)).toList();
        assertEquals(10, bins.size());
        for (int i = 0; i < 10; i++) {
            assertEquals(new Timeline.Count(i, 100, 50 * 60 + 50 * 100), bins.get(i));
        }
        List<Timeline.Count> one = statistics.timeline(capture, t0, 1_000_000_000L);
        assertEquals(List.of(new Timeline.Count(0, 1000, 80_000)), one);
        assertEquals(Optional.of(new Timeline.Span(t0, t0 + 999_000_000L)), statistics.span(capture));
    }

    @Test
    void theSpanIsTheEarliestAndLatestPacketWhateverTheirOrder() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        try (PacketRepository.Writer w = packets.open(capture)) {
            // the clock stepped back by an hour after frame 2, and forward by a day after frame 3
            long[] times = {3_600_000_000_000L, 3_600_001_000_000L, 1_000_000L, 90_000_000_000_000L};
            for (int i = 0; i < times.length; i++) {
                w.write(i + 1, packet(i + 1, times[i], 60, "eth:ethertype:ip:tcp"));
            }
        }
        packets.finish(capture);
        assertEquals(Optional.of(new Timeline.Span(1_000_000L, 90_000_000_000_000L)), statistics.span(capture));
        CaptureId empty = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(empty);
        packets.finish(empty);
        assertEquals(Optional.empty(), statistics.span(empty));
    }

    @Test
    void framesAndBytesAreSummedPerLayerPathAndEachPathIsStoredOnce() throws Exception {
        CaptureId first = stored(0);
        CaptureId second = stored(5_000_000_000L);
        for (CaptureId capture : List.of(first, second)) {
            List<ProtocolHierarchy.PathCount> paths = statistics.layerPaths(capture).stream()
                    .sorted(Comparator.comparing(ProtocolHierarchy.PathCount::path)).toList();
            assertEquals(List.of(new ProtocolHierarchy.PathCount("eth:ethertype:ip:tcp", 500, 30_000),
                    new ProtocolHierarchy.PathCount("eth:ethertype:ip:tcp:tls", 500, 50_000)), paths);
        }
        try (Connection con = database.getConnection(); Statement st = con.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM layer_path WHERE path LIKE 'eth:ethertype:ip:tcp%'")) {
            rs.next();
            assertEquals(2, rs.getLong(1), "two paths, whatever the number of captures and writers");
        }
    }
}
