package io.pcaplens.domain.dissection;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.Packets;
import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DissectedCaptureTest {

    private static DissectedSlice slice(long packets, Truncation truncation, Packets... traffic) {
        DissectedSlice slice = new DissectedSlice();
        for (Packets p : traffic) {
            slice.add(p.record());
        }
        return slice.ended(packets, truncation, UntimedFrames.NONE).numbered(key -> key.value().contains(":80-") ? 7 : 8);
    }

    private static Packets web(long frame) {
        return Packets.packet().frame(frame).ip("10.0.0.1", "10.0.0.2").tcp("5000", "80");
    }

    @Test
    void aConversationCutBySlicesIsOneAgainWithEveryPacketCounted() {
        DissectedCapture merged = DissectedCapture.merge(List.of(slice(2, null, web(1), web(2)),
                slice(1, null, web(3)), slice(1, null, Packets.packet().frame(4).ip("10.0.0.1", "10.0.0.3")
                        .udp("5353", "53").protocol("DNS").stack("eth:ethertype:ip:udp:dns"))));

        List<ConversationRow> rows = merged.rows(new CaptureId("00000000-0000-0000-0000-000000000001"));

        assertEquals(4, merged.packets());
        assertEquals(3, merged.slices());
        assertEquals(List.of(3L, 1L), rows.stream().map(r -> r.traffic().packetCount()).toList());
        assertEquals(List.of(1L, 4L), rows.stream().map(r -> r.traffic().firstFrame()).toList(), "by first frame");
        assertEquals(7, rows.get(0).id().value());
        assertEquals(3, merged.hosts().size(), "both ends of both conversations");
        assertEquals(Map.of(), merged.renumbering(), "every slice numbered the conversations alike");
    }

    @Test
    void aConversationNumberedDifferentlyBySlicesKeepsTheFirstSlicesIdAndTheOthersAreRenumbered() {
        DissectedSlice first = slice(1, null, web(1)).numbered(key -> 11);
        DissectedSlice second = slice(2, null, web(2), web(3)).numbered(key -> 21);
        DissectedSlice third = slice(1, null, web(4), Packets.packet().frame(5).ip("10.0.0.1", "10.0.0.3")
                .udp("5353", "53").protocol("DNS").stack("eth:ethertype:ip:udp:dns")).numbered(key ->
                key.value().contains("-DNS") ? 32 : 31);

        DissectedCapture merged = DissectedCapture.merge(List.of(first, second, third));
        List<ConversationRow> rows = merged.rows(new CaptureId("00000000-0000-0000-0000-000000000001"));

        assertEquals(List.of(11L, 32L), rows.stream().map(r -> r.id().value()).toList());
        assertEquals(List.of(4L, 1L), rows.stream().map(r -> r.traffic().packetCount()).toList());
        assertEquals(Map.of(21L, 11L, 31L, 11L), merged.renumbering());
    }

    @Test
    void aConversationNoSliceNumberedHasNoRow() {
        DissectedSlice unnumbered = new DissectedSlice();
        unnumbered.add(web(1).record());
        DissectedCapture merged = DissectedCapture.merge(List.of(unnumbered.ended(1, null, UntimedFrames.NONE)));

        assertThrows(IllegalStateException.class, () -> merged.rows(new CaptureId("00000000-0000-0000-0000-000000000001")));
    }

    @Test
    void framesWithoutATimestampAddUpOverTheSlicesInCaptureOrder() {
        DissectedCapture merged = DissectedCapture.merge(List.of(
                slice(1, null, web(1)).ended(1, null, new UntimedFrames(1, 1, 5L, false)),
                slice(2, null, web(2), web(3)).ended(2, null, new UntimedFrames(1, 1, 5L, true)),
                slice(1, null, web(4)).ended(1, null, new UntimedFrames(1, 1, 9L, false))));

        assertEquals(new UntimedFrames(3, 2, 5L, true), merged.untimed());
        assertEquals(UntimedFrames.NONE, DissectedCapture.merge(List.of(slice(1, null, web(1)))).untimed());
    }

    @Test
    void theFirstSliceToEndEarlyInCaptureOrderGivesTheReason() {
        Truncation first = Truncation.damaged(2, "damaged");
        DissectedCapture merged = DissectedCapture.merge(List.of(slice(1, null, web(1)),
                slice(1, first, web(2)), slice(0, Truncation.cutShort(3, "cut short"))));

        assertEquals(first, merged.truncation());
        assertEquals(2, merged.packets());
    }
}
