package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.packet.PacketRecord;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** The conversation rows the dissector stage writes for a capture, read in one slice with tshark. */
public final class DissectedRows {

    private DissectedRows() {
    }

    public static List<ConversationRow> of(Path capture, Path work) throws Exception {
        return of(capture, work, p -> { });
    }

    /** The rows, each packet shown to {@code seen} on its way to its row. */
    static List<ConversationRow> of(Path capture, Path work, Consumer<PacketRecord> seen) throws Exception {
        TsharkDissector d = new TsharkDissector(0, Long.MAX_VALUE);
        List<DissectedSlice> read = new ArrayList<>();
        Map<ConversationKey, Long> ids = new HashMap<>();
        for (CaptureSlice s : d.slice(capture, work, 1)) {
            DissectedSlice slice = new DissectedSlice();
            DissectionOutcome outcome = d.dissect(s, p -> {
                seen.accept(p);
                slice.add(p);
            }, b -> { });
            read.add(slice.ended(outcome.packets(), outcome.truncation(), outcome.untimed())
                    .numbered(k -> ids.computeIfAbsent(k, n -> ids.size() + 1L)));
        }
        return DissectedCapture.merge(read).rows(new CaptureId("00000000-0000-0000-0000-000000000000"));
    }
}
