package io.pcaplens.application.conversation;

import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.application.fakes.Traffic;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.FilterForm;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.packet.port.PacketPayloads;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The payload search: the full scope reads each packet's whole payload, once per capture and pattern, and no
 * more than it must; the stored scope asks the store, and equal searches at once share one.
 */
class PayloadSearchTest {

    private static final CaptureId CAPTURE = new CaptureId("6d1c0f4e-0000-4000-8000-000000000001");
    private static final String LONG_HEADER = "GET /index.html HTTP/1.1\r\nHost: www.example.com\r\nAccept: */*\r\n"
            + "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:24.0) Gecko/20100101 Firefox/24.0\r\n\r\n";

    @TempDir
    Path dir;

    /** Payloads by frame number; records which frames were read. */
    private final Map<Long, String> payloads = Map.of(1L, "SYN", 2L, LONG_HEADER, 3L, LONG_HEADER, 4L, "Firefox/24",
            5L, "x Firefox/24.0");
    private final List<Long> read = new ArrayList<>();

    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();

    private PayloadSearch search() throws Exception {
        return search(packets);
    }

    private PayloadSearch search(PacketRepository packets) throws Exception {
        packets.prepare(CAPTURE);
        try (PacketRepository.Writer w = packets.open(CAPTURE)) {
            long[] conversationOf = {0, 10, 10, 10, 20, 30};
            for (long frame = 1; frame <= 5; frame++) {
                w.write(conversationOf[(int) frame], Traffic.tcp(frame, "10.0.0.1", 40000, "10.0.0.2", 80, "HTTP",
                        java.util.HexFormat.of().formatHex(stored(payloads.get(frame)))));
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
        return new PayloadSearch(packets, file, new TempDirCaptureStore(dir));
    }

    /** The first 64 bytes, which the store keeps of each packet's payload. */
    private static byte[] stored(String payload) {
        byte[] all = payload.getBytes(StandardCharsets.ISO_8859_1);
        return java.util.Arrays.copyOf(all, Math.min(64, all.length));
    }

    private static ConversationQuery payload(String text, PayloadScope scope) {
        return ConversationQuery.where(FilterForm.payload(text.getBytes(StandardCharsets.US_ASCII))).withPayloadScope(scope);
    }

    private static Set<ConversationId> ids(long... values) {
        Set<ConversationId> out = new java.util.HashSet<>();
        for (long v : values) {
            out.add(new ConversationId(v));
        }
        return out;
    }

    private static Set<ConversationId> found(PayloadSearch search, String text, PayloadScope scope) {
        return search.hits(CAPTURE, payload(text, scope))
                .of(new Literal.Bytes(text.getBytes(StandardCharsets.US_ASCII))).orElseThrow();
    }

    @Test
    void findsTheBytesAnywhereInAPacketAndReadsNoFurtherInAConversationFound() throws Exception {
        PayloadSearch search = search();
        assertEquals(ids(10, 30), found(search, "Firefox/24.0", PayloadScope.FULL), "a match never spans packets (frame 4)");
        assertEquals(List.of(1L, 2L, 4L, 5L), read, "frame 3 belongs to a conversation already found");

        read.clear();
        assertEquals(ids(10, 30), found(search, "Firefox/24.0", PayloadScope.FULL));
        assertEquals(List.of(), read, "the answer is kept");
        assertEquals(ids(10, 20, 30), found(search, "Firefox/24", PayloadScope.FULL), "another pattern is another search");
        read.clear();
        search.forget(CAPTURE);
        found(search, "Firefox/24.0", PayloadScope.FULL);
        assertEquals(List.of(1L, 2L, 4L, 5L), read, "a capture forgotten is read again");
    }

    @Test
    void theStoredScopeSearchesTheStoredBytesOnlyAndAQueryWithoutPayloadNothing() throws Exception {
        PayloadSearch search = search();
        // the header's user agent lies past the stored 64 bytes
        assertEquals(ids(20, 30), found(search, "Firefox/24", PayloadScope.STORED));
        assertEquals(ids(10), found(search, "GET /index", PayloadScope.STORED));
        assertEquals(PayloadHits.NONE, search.hits(CAPTURE, ConversationQuery.all().withPayloadScope(PayloadScope.FULL)));
        assertEquals(List.of(), read, "the capture file is not read for the stored bytes");
    }

    @Test
    void simultaneousEqualSearchesShareOneAndAllGetTheAnswer() throws Exception {
        AtomicInteger searches = new AtomicInteger();
        PacketRepository slow = (PacketRepository) Proxy.newProxyInstance(PacketRepository.class.getClassLoader(),
                new Class<?>[] {PacketRepository.class}, (proxy, method, args) -> {
                    if (method.getName().equals("withStoredPayload")) {
                        searches.incrementAndGet();
                        Thread.sleep(500);
                    }
                    try {
                        return method.invoke(packets, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        PayloadSearch search = search(slow);
        int clients = 8;
        CyclicBarrier together = new CyclicBarrier(clients);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            List<Future<Set<ConversationId>>> answers = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                answers.add(pool.submit(() -> {
                    together.await();
                    return found(search, "GET /index", PayloadScope.STORED);
                }));
            }
            for (Future<Set<ConversationId>> answer : answers) {
                assertEquals(ids(10), answer.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, searches.get(), "one search for " + clients + " clients asking at once");
        search.forget(CAPTURE);
        assertEquals(ids(10), found(search, "GET /index", PayloadScope.STORED));
        assertEquals(2, searches.get(), "a forgotten capture is searched again");
    }
}
