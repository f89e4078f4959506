package io.pcaplens.application.host;

import io.pcaplens.application.fakes.FakeFrameDissector;
import io.pcaplens.application.fakes.FakeServerMessages;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.host.log.DnsTransaction;
import io.pcaplens.domain.host.log.HttpTransaction;
import io.pcaplens.domain.host.log.LogFilter;
import io.pcaplens.domain.host.log.ServerTraffic;
import io.pcaplens.domain.packet.port.FrameSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A server's log is read from a copy of its connections' frames, numbered as in the capture, bounded, removed. */
class ServerLogsTest {

    private static final CaptureId CAPTURE = new CaptureId("6d1c0f4e-0000-4000-8000-000000000077");
    private static final String SERVER = "10.0.0.53";

    @TempDir
    Path dir;

    private final FakeServerMessages reader = new FakeServerMessages();
    private final List<ConversationQuery> asked = new ArrayList<>();

    /** Stored packets whose connection frames, for any query, are these. */
    private ServerLogs logs(long... frames) {
        InMemoryPacketRepository packets = new InMemoryPacketRepository() {
            @Override
            public void streamConnectionFrames(CaptureId captureId, ConversationQuery query, PayloadHits hits,
                                               FrameSink sink) throws IOException {
                asked.add(query);
                for (long f : frames) {
                    sink.frame(1, f, -1);
                }
            }
        };
        return new ServerLogs(packets, FakeFrameDissector.EXTRACTOR, new TempDirCaptureStore(dir), reader);
    }

    @Test
    void theLinesNameTheCapturesFramesNotTheCopysAndTheCopyIsRemoved() throws Exception {
        long[] frames = {7, 9, 30, 31, 100, 250};
        var log = logs(frames).dns(CAPTURE, SERVER, LogFilter.NONE, 1, 10);

        assertEquals(List.of(List.of(7L, 9L, 30L, 31L, 100L, 250L)), reader.copies());
        assertEquals(List.of(7L, 30L, 100L), log.items().stream().map(DnsTransaction::frame).toList());
        assertEquals(3, log.total());
        assertEquals(6, log.framesRead());
        assertFalse(log.truncated());
        assertEquals(1L, log.tally().rcodes().get("NXDomain"), "the answer in copy frame 4");
        assertFalse(Files.exists(reader.files().get(0)), "the copy is deleted once read");
    }

    @Test
    void theConnectionsAskedForAreThoseOfTheServersTraffic() throws Exception {
        logs(1, 2).dns(CAPTURE, SERVER, LogFilter.NONE, 1, 10);
        logs(1, 2).http(CAPTURE, SERVER, LogFilter.NONE, 1, 10);
        assertEquals(List.of(ConversationQuery.where(QueryText.parse(ServerTraffic.DNS.conversations(SERVER))),
                ConversationQuery.where(QueryText.parse(ServerTraffic.HTTP.conversations(SERVER)))), asked);
    }

    @Test
    void noMoreThanTheBoundOfFramesIsCopiedAndTheLogSaysSo() throws Exception {
        long[] frames = LongStream.rangeClosed(1, ServerTraffic.MAX_FRAMES + 5L).map(f -> f * 2).toArray();
        var log = logs(frames).http(CAPTURE, SERVER, new LogFilter(null, null, "404"), 1, 10);

        assertTrue(log.truncated());
        assertEquals(ServerTraffic.MAX_FRAMES, log.framesRead());
        assertEquals(ServerTraffic.MAX_FRAMES, reader.copies().get(0).size());
        assertEquals(ServerTraffic.MAX_FRAMES / 4, log.total(), "every other answer is a 404");
        assertEquals(ServerTraffic.MAX_FRAMES / 2, log.tally().transactions());
        HttpTransaction first = log.items().get(0);
        assertEquals(6, first.frame(), "copy frame 3 is stored frame 6");
        assertEquals(404, first.status());
    }
}
