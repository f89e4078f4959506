package io.pcaplens.application.conversation;

import io.pcaplens.application.fakes.FakeFrameDissector;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A packet's detail and Expert Info are read from its connection's earlier frames, and from no more than the bound. */
class PacketInspectionTest {

    private static final CaptureId CAPTURE = new CaptureId("6d1c0f4e-0000-4000-8000-000000000002");
    private static final long TCP_ROW = 10;
    private static final long HTTP_ROW = 11;
    private static final long OTHER_CONNECTION = 20;

    @TempDir
    Path dir;

    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final FakeFrameDissector dissector = new FakeFrameDissector();

    private PacketInspection inspection() {
        return new PacketInspection(packets, FakeFrameDissector.EXTRACTOR, dissector, new TempDirCaptureStore(dir));
    }

    /** Frames of the connection 10.0.0.1:40000 – 10.0.0.2:80 under its rows, and of another connection. */
    private void store(long[][] rowAndFrame) throws Exception {
        packets.prepare(CAPTURE);
        try (PacketRepository.Writer w = packets.open(CAPTURE)) {
            for (long[] f : rowAndFrame) {
                int clientPort = f[0] == OTHER_CONNECTION ? 40001 : 40000;
                boolean fromServer = f[1] % 2 == 0;
                w.write(f[0], fromServer
                        ? io.pcaplens.application.fakes.Traffic.tcp(f[1], "10.0.0.2", 80, "10.0.0.1", clientPort, "TCP", "")
                        : io.pcaplens.application.fakes.Traffic.tcp(f[1], "10.0.0.1", clientPort, "10.0.0.2", 80, "TCP", ""));
            }
        }
    }

    private static ConversationRow row(long id) {
        int clientPort = id == OTHER_CONNECTION ? 40001 : 40000;
        return ConversationRow.dissected(new ConversationId(id), CAPTURE,
                new Identity(new ConversationKey("k" + id), "10.0.0.1", clientPort, "10.0.0.2", 80, Transport.TCP),
                new Traffic(0, 0, 1, new Volume(1, 60), Volume.NONE), new Labels("TCP", null, List.of(), List.of()), null);
    }

    @Test
    void aPacketIsDissectedAfterTheEarlierFramesOfEveryRowOfItsConnectionAndNoLaterOnes() throws Exception {
        store(new long[][]{{TCP_ROW, 1}, {TCP_ROW, 2}, {OTHER_CONNECTION, 3}, {HTTP_ROW, 4}, {TCP_ROW, 5},
                {HTTP_ROW, 6}, {TCP_ROW, 7}});

        PacketDetail d = inspection().detail(row(HTTP_ROW), 6);

        assertEquals(List.of(List.of(1L, 2L, 4L, 5L, 6L)), dissector.read());
        assertEquals(6, d.frameNumber());
        assertEquals(4, d.earlierFrames());
        assertFalse(d.contextCut());
        assertFalse(Files.exists(dissector.captures().get(0)), "the small capture is removed");
    }

    @Test
    void aFrameOfAnotherConnectionOrNoneIsUnknown() throws Exception {
        store(new long[][]{{TCP_ROW, 1}, {OTHER_CONNECTION, 3}, {HTTP_ROW, 4}});
        PacketInspection inspection = inspection();

        assertThrows(PacketInspection.UnknownFrameException.class, () -> inspection.detail(row(HTTP_ROW), 3));
        assertThrows(PacketInspection.UnknownFrameException.class, () -> inspection.detail(row(HTTP_ROW), 99));
        assertTrue(dissector.read().isEmpty(), "nothing is dissected for an unknown frame");
    }

    @Test
    void aLongConnectionFeedsOnlyTheBoundOfEarlierFrames() throws Exception {
        int frames = PacketInspection.MAX_EARLIER_FRAMES + 10;
        store(LongStream.rangeClosed(1, frames).mapToObj(f -> new long[]{TCP_ROW, f}).toArray(long[][]::new));

        PacketDetail d = inspection().detail(row(TCP_ROW), frames);

        List<Long> fed = dissector.read().get(0);
        assertEquals(PacketInspection.MAX_EARLIER_FRAMES + 1, fed.size());
        assertEquals(10L, fed.get(0), "frames 10 to 1,010: the wanted one and the 1,000 before it");
        assertEquals(PacketInspection.MAX_EARLIER_FRAMES, d.earlierFrames());
        assertTrue(d.contextCut());

        PacketDetail exact = inspection().detail(row(TCP_ROW), PacketInspection.MAX_EARLIER_FRAMES + 1);
        assertEquals(PacketInspection.MAX_EARLIER_FRAMES, exact.earlierFrames());
        assertFalse(exact.contextCut(), "frame 1 is the connection's first: nothing earlier was left out");
    }

    @Test
    void expertInfoOfARangeComesFromTheConnectionsFramesUpToItsEnd() throws Exception {
        store(new long[][]{{TCP_ROW, 1}, {TCP_ROW, 2}, {TCP_ROW, 3}, {OTHER_CONNECTION, 5}, {HTTP_ROW, 6},
                {TCP_ROW, 9}, {TCP_ROW, 12}});

        PacketInspection.ExpertWindow w = inspection().expert(row(TCP_ROW), 4, 9);

        assertEquals(List.of(List.of(1L, 2L, 3L, 6L, 9L)), dissector.read());
        assertEquals(List.of(6L, 9L), w.frames().stream().map(FrameExpertInfo::frameNumber).toList());
        assertEquals(4, w.coveredFrom());
    }

    @Test
    void aRangeBeyondTheBoundSaysWhereItsExpertInfoStarts() throws Exception {
        int frames = PacketInspection.MAX_EXPERT_FRAMES + 30;
        store(LongStream.rangeClosed(1, frames).mapToObj(f -> new long[]{TCP_ROW, f}).toArray(long[][]::new));

        PacketInspection.ExpertWindow w = inspection().expert(row(TCP_ROW), 1, frames);

        assertEquals(PacketInspection.MAX_EXPERT_FRAMES, dissector.read().get(0).size());
        assertEquals(31, w.coveredFrom());
        assertEquals(33, w.frames().get(0).frameNumber());
    }
}
