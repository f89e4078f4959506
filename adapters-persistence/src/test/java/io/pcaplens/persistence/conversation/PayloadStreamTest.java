package io.pcaplens.persistence.conversation;


import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The payloads a rule evaluation streams come from a real PostgreSQL (the embedded server the service
 * runs), written by the same COPY writer an analysis uses: only the listed conversations, every packet
 * with a payload, through a cursor that fetches in batches.
 */
class PayloadStreamTest {

    private static DataSource database;
    private static PostgresPacketRepository packets;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        packets = new PostgresPacketRepository(database);
    }

    private static PacketRecord packet(long frame, String payload) {
        Optional<PayloadSample> sample = payload == null ? Optional.empty()
                : Optional.of(new PayloadSample(payload.getBytes(StandardCharsets.ISO_8859_1), true, Optional.empty()));
        return new PacketRecord(frame, frame * 1000, 60 + (payload == null ? 0 : payload.length()),
                new Endpoints("143.225.229.181", 35287, "74.208.5.28", 110), "POP", Transport.TCP, "info", Optional.empty(),
                sample, List.of(), null, null, "", -1, -1, "", null, "eth:ethertype:ip:tcp");
    }

    @Test
    void onlyTheListedConversationsPacketsWithAPayloadAreStreamed() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        // more packets than one fetch holds, spread over three conversations; every fourth has no payload
        int count = 12_001;
        Map<Long, List<String>> written = new TreeMap<>();
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (long frame = 1; frame <= count; frame++) {
                long conversation = 1000 + frame % 3;
                String payload = frame % 4 == 0 ? null : (frame % 2 == 0 ? "user " : "pass ") + frame + "\r\n";
                w.write(conversation, packet(frame, payload));
                if (payload != null) {
                    written.computeIfAbsent(conversation, c -> new ArrayList<>()).add(payload);
                }
            }
        }
        packets.finish(capture);

        Map<Long, List<String>> streamed = new TreeMap<>();
        packets.forEachPayload(capture, Set.of(1000L, 1002L), (conversation, bytes) ->
                streamed.computeIfAbsent(conversation, c -> new ArrayList<>()).add(new String(bytes, StandardCharsets.ISO_8859_1)));
        streamed.values().forEach(l -> l.sort(null));
        Map<Long, List<String>> expected = new TreeMap<>(Map.of(1000L, written.get(1000L), 1002L, written.get(1002L)));
        expected.values().forEach(l -> l.sort(null));
        assertEquals(expected, streamed);

        List<Long> none = new ArrayList<>();
        packets.forEachPayload(capture, Set.of(), (conversation, bytes) -> none.add(conversation));
        packets.forEachPayload(capture, Set.of(4242L), (conversation, bytes) -> none.add(conversation));
        assertEquals(List.of(), none);
        packets.drop(capture);
    }
}
