package io.pcaplens.application.conversation;

import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.ExportScope;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.domain.packet.port.FrameExtractor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * One HTTP connection split by its Protocol labels into a TCP row (handshake, ACKs) and an HTTP row, beside
 * another connection of the same hosts: a row's export holds its own packets, its whole connection both rows'.
 */
class ConversationExportTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");
    private static final CaptureId OTHER = new CaptureId("00000000-0000-0000-0000-000000000002");
    private static final long TCP_ROW = 1;
    private static final long HTTP_ROW = 2;
    private static final long NEXT_CONNECTION = 3;
    private static final long OTHER_CAPTURE_ROW = 4;

    @TempDir
    Path dir;

    private final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final List<Long> written = new ArrayList<>();
    private ConversationExport export;

    @BeforeEach
    void storeTwoConnections() throws IOException {
        conversations.addAll(List.of(row(TCP_ROW, CAPTURE, "TCP", 40000, true), row(HTTP_ROW, CAPTURE, "HTTP", 40000, false),
                row(NEXT_CONNECTION, CAPTURE, "HTTP", 40001, true), row(OTHER_CAPTURE_ROW, OTHER, "HTTP", 40000, true)));
        store(CAPTURE, new long[][] {{TCP_ROW, 1}, {TCP_ROW, 2}, {TCP_ROW, 3}, {HTTP_ROW, 4}, {TCP_ROW, 5},
                {HTTP_ROW, 6}, {NEXT_CONNECTION, 7}, {TCP_ROW, 8}});
        store(OTHER, new long[][] {{OTHER_CAPTURE_ROW, 1}});
        FrameExtractor recording = (capture, out) -> new FrameExtractor.FrameWriter() {
            @Override
            public void add(long frameNumber, long fileOffset) {
                written.add(frameNumber);
            }

            @Override
            public void close() {
            }
        };
        export = new ConversationExport(packets, conversations, recording, new TempDirCaptureStore(dir),
                new PayloadSearch(packets, null, new TempDirCaptureStore(dir)));
    }

    @Test
    void aRowsOwnScopeExportsOnlyItsPackets() throws IOException {
        export.export(CAPTURE, List.of(new ConversationId(HTTP_ROW)), ExportScope.ROW, new ByteArrayOutputStream());

        assertEquals(List.of(4L, 6L), written);
    }

    @Test
    void theConnectionScopeExportsEveryRowOfTheFlowInCaptureOrder() throws IOException {
        export.export(CAPTURE, List.of(new ConversationId(HTTP_ROW)), ExportScope.CONNECTION,
                new ByteArrayOutputStream());

        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 8L), written, "the handshake and every ACK, not the next connection");
    }

    @Test
    void rowsOfOneConnectionChosenTogetherGiveEachPacketOnce() throws IOException {
        export.export(CAPTURE, List.of(new ConversationId(TCP_ROW), new ConversationId(HTTP_ROW),
                new ConversationId(NEXT_CONNECTION)), ExportScope.CONNECTION, new ByteArrayOutputStream());

        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L), written);
    }

    @Test
    void theSameEndpointsInAnotherCaptureAreAnotherConnection() {
        assertEquals(List.of(new ConversationId(TCP_ROW), new ConversationId(HTTP_ROW)),
                List.copyOf(conversations.sameConnections(CAPTURE, List.of(new ConversationId(HTTP_ROW)))));
        assertEquals(List.of(), List.copyOf(conversations.sameConnections(CAPTURE,
                List.of(new ConversationId(OTHER_CAPTURE_ROW)))));
    }

    /** A row of a connection from 10.0.0.1 to port 80; the server's side when {@code clientFirst} is false. */
    private static ConversationRow row(long id, CaptureId capture, String protocol, int clientPort, boolean clientFirst) {
        Identity identity = clientFirst
                ? new Identity(new ConversationKey("k" + id), "10.0.0.1", clientPort, "10.0.0.2", 80, Transport.TCP)
                : new Identity(new ConversationKey("k" + id), "10.0.0.2", 80, "10.0.0.1", clientPort, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, null, List.of(), List.of()),
                null);
    }

    /** Each pair is {row, frame number}. */
    private void store(CaptureId capture, long[][] frames) throws IOException {
        packets.prepare(capture);
        try (PacketRepository.Writer w = packets.open(capture)) {
            for (long[] f : frames) {
                w.write(f[0], io.pcaplens.application.fakes.Traffic.tcp(f[1], "10.0.0.1", 40000, "10.0.0.2", 80,
                        "TCP", ""));
            }
        }
    }
}
