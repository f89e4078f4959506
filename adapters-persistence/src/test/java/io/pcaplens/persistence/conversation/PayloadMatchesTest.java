package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.TestDatabase;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.domain.port.PacketRepository;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Payload searches on a real PostgreSQL, written by the COPY writer an analysis uses. */
class PayloadMatchesTest {

    private static final int CLIENTS = 8;
    private static DataSource database;
    private static PostgresPacketRepository packets;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        packets = new PostgresPacketRepository();
        packets.dataSource = database;
    }

    private static PacketRecord packet(long frame, String payload) {
        return new PacketRecord(frame, frame * 1000, 60 + payload.length(),
                new Endpoints("10.0.0.1", 40000, "10.0.0.2", 80), "HTTP", Transport.TCP, "info", Optional.empty(),
                Optional.of(new PayloadSample(payload.getBytes(StandardCharsets.ISO_8859_1), true, Optional.empty())),
                List.of(), null, null, "", -1, -1, "", null, "eth:ethertype:ip:tcp");
    }

    @Test
    void simultaneousEqualSearchesReadThePacketsOnceAndAllGetTheAnswer() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (long frame = 1; frame <= 3_000; frame++) {
                w.write(1000 + frame % 5, packet(frame, frame % 5 == 2 ? "GET /index.html" : "HTTP/1.1 200 OK"));
            }
        }
        packets.finish(capture);
        AtomicInteger scans = new AtomicInteger();
        DataSource slow = scanning(database, scans);
        PayloadMatches matches = new PayloadMatches();
        byte[] get = "GET /".getBytes(StandardCharsets.US_ASCII);

        CyclicBarrier together = new CyclicBarrier(CLIENTS);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<Long[]>> answers = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                answers.add(clients.submit(() -> {
                    together.await();
                    return matches.of(slow, capture, get);
                }));
            }
            for (Future<Long[]> answer : answers) {
                assertArrayEquals(new Long[] {1002L}, answer.get());
            }
        } finally {
            clients.shutdownNow();
        }
        assertEquals(1, scans.get(), "one search for " + CLIENTS + " clients asking at once");

        matches.forget(capture);
        assertArrayEquals(new Long[] {1002L}, matches.of(slow, capture, get));
        assertEquals(2, scans.get(), "a forgotten capture is searched again");
        packets.drop(capture);
    }

    /** The database, with every payload search counted and slowed down enough for the clients to overlap. */
    private static DataSource scanning(DataSource db, AtomicInteger scans) {
        return (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    Object result = invoke(db, method, args);
                    return result instanceof Connection con ? counting(con, scans) : result;
                });
    }

    private static Connection counting(Connection con, AtomicInteger scans) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("prepareStatement") && args[0].toString().contains("position(")) {
                        scans.incrementAndGet();
                        Thread.sleep(500);
                    }
                    return invoke(con, method, args);
                });
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
