package io.pcaplens.domain.capture;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.Packets;
import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DissectedCaptureTest {

    private static DissectedSlice slice(long packets, Truncation truncation, Packets... traffic) {
        DissectedSlice slice = new DissectedSlice();
        for (Packets p : traffic) {
            slice.add(p.record());
        }
        return slice.ended(packets, truncation, UntimedFrames.NONE);
    }

    private static Packets web(long frame) {
        return Packets.packet().frame(frame).ip("10.0.0.1", "10.0.0.2").tcp("5000", "80");
    }

    @Test
    void aConversationCutBySlicesIsOneAgainWithEveryPacketCounted() {
        DissectedCapture merged = DissectedCapture.merge(List.of(slice(2, null, web(1), web(2)),
                slice(1, null, web(3)), slice(1, null, Packets.packet().frame(4).ip("10.0.0.1", "10.0.0.3")
                        .udp("5353", "53").protocol("DNS").stack("eth:ethertype:ip:udp:dns"))));

        List<ConversationRow> rows = merged.rows(key -> 7, "00000000-0000-0000-0000-000000000001");

        assertEquals(4, merged.packets());
        assertEquals(3, merged.slices());
        assertEquals(List.of(3L, 1L), rows.stream().map(r -> r.traffic().packetCount()).toList());
        assertEquals(List.of(1L, 4L), rows.stream().map(r -> r.traffic().firstFrame()).toList(), "by first frame");
        assertEquals(7, rows.get(0).id().value());
        assertEquals(3, merged.hosts().size(), "both ends of both conversations");
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
