package io.pcaplens.application.conversation;

import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.application.fakes.Traffic;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.port.PacketPayloads;
import io.pcaplens.domain.port.PacketRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The full payload search reads each packet's whole payload, once per capture and pattern, and no more than it must. */
class FullPayloadSearchTest {

    private static final CaptureId CAPTURE = new CaptureId("6d1c0f4e-0000-4000-8000-000000000001");
    private static final String LONG_HEADER = "GET /index.html HTTP/1.1\r\nHost: www.example.com\r\nAccept: */*\r\n"
            + "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:24.0) Gecko/20100101 Firefox/24.0\r\n\r\n";

    @TempDir
    Path dir;

    /** Payloads by frame number; records which frames were read. */
    private final Map<Long, String> payloads = Map.of(1L, "SYN", 2L, LONG_HEADER, 3L, LONG_HEADER, 4L, "Firefox/24",
            5L, "x Firefox/24.0");
    private final List<Long> read = new ArrayList<>();

    private FullPayloadSearch search() throws Exception {
        PacketRepository packets = new InMemoryPacketRepository();
        packets.prepare(CAPTURE);
        try (PacketRepository.Writer w = packets.open(CAPTURE)) {
            long[] conversationOf = {0, 10, 10, 10, 20, 30};
            for (long frame = 1; frame <= 5; frame++) {
                w.write(conversationOf[(int) frame], Traffic.tcp(frame, "10.0.0.1", 40000, "10.0.0.2", 80, "HTTP", ""));
            }
        }
        PacketPayloads file = capture -> new PacketPayloads.Reader() {
            @Override
            public boolean needsCaptureOrder() {
                return true;
            }

            @Override
            public ByteBuffer payload(long frameNumber, long fileOffset) {
                read.add(frameNumber);
                return ByteBuffer.wrap(payloads.get(frameNumber).getBytes(StandardCharsets.ISO_8859_1));
            }

            @Override
            public void close() {
            }
        };
        return new FullPayloadSearch(packets, file, new TempDirCaptureStore(dir));
    }

    private static ConversationQuery payload(String text, PayloadScope scope) {
        ConversationQuery all = ConversationQuery.all();
        return new ConversationQuery(null, null, text.getBytes(StandardCharsets.US_ASCII), false, all.idsAlerts(),
                all.protocols(), all.dissectorProtocols(), all.apps(), all.categories(), all.fileTypes(), all.risks(),
                all.rules(), all.severities(), all.countries(), all.deviceTypes(), all.ja4(), all.asns(), null,
                all.window(), all.sort()).withPayloadScope(scope);
    }

    @Test
    void findsTheBytesAnywhereInAPacketAndReadsNoFurtherInAConversationFound() throws Exception {
        FullPayloadSearch search = search();
        ConversationQuery found = search.resolve(CAPTURE, payload("Firefox/24.0", PayloadScope.FULL));
        assertEquals(Set.of(10L, 30L), found.fullPayloadMatches(), "a match never spans packets (frame 4)");
        assertEquals(List.of(1L, 2L, 4L, 5L), read, "frame 3 belongs to a conversation already found");

        read.clear();
        assertEquals(Set.of(10L, 30L), search.resolve(CAPTURE, payload("Firefox/24.0", PayloadScope.FULL))
                .fullPayloadMatches());
        assertEquals(List.of(), read, "the answer is kept");
        assertEquals(Set.of(10L, 20L, 30L), search.resolve(CAPTURE, payload("Firefox/24", PayloadScope.FULL))
                .fullPayloadMatches(), "another pattern is another search");
        read.clear();
        search.forget(CAPTURE);
        search.resolve(CAPTURE, payload("Firefox/24.0", PayloadScope.FULL));
        assertEquals(List.of(1L, 2L, 4L, 5L), read, "a capture forgotten is read again");
    }

    @Test
    void theStoredSearchAndAQueryWithoutPayloadAreLeftToTheDatabase() throws Exception {
        FullPayloadSearch search = search();
        ConversationQuery stored = payload("Firefox/24.0", PayloadScope.STORED);
        assertSame(stored, search.resolve(CAPTURE, stored));
        ConversationQuery none = ConversationQuery.all().withPayloadScope(PayloadScope.FULL);
        assertSame(none, search.resolve(CAPTURE, none));
        assertNull(none.fullPayloadMatches());
        assertEquals(List.of(), read);
    }
}
