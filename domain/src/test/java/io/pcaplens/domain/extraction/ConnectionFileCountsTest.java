package io.pcaplens.domain.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ConnectionFileCountsTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");

    /** A row of the connection from 10.0.0.1:clientPort to 10.0.0.2:80, written from the server's side when asked. */
    private static ConversationRow row(long id, String protocol, int clientPort, boolean serverFirst) {
        Identity identity = serverFirst
                ? new Identity(new ConversationKey("k" + id), "10.0.0.2", 80, "10.0.0.1", clientPort, Transport.TCP)
                : new Identity(new ConversationKey("k" + id), "10.0.0.1", clientPort, "10.0.0.2", 80, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), CAPTURE, identity,
                new Traffic(0, 0, id, new Volume(1, 60), Volume.NONE), new Labels(protocol, null, List.of(), List.of()),
                null);
    }

    @Test
    void aFileTiedToAFewPacketTcpRowCountsOnEveryRowOfItsConnection() {
        List<ConversationRow> rows = List.of(row(1, "TCP", 5000, false), row(2, "PE", 5000, true),
                row(3, "HTTP", 5000, false), row(4, "HTTP", 5001, false));

        Map<Long, Integer> counts = ConnectionFileCounts.of(rows, Map.of(1L, 1));

        assertEquals(Map.of(1L, 1, 2L, 1, 3L, 1), counts, "not the next connection of the same hosts");
    }

    @Test
    void theRowsOfAConnectionAddTheirFilesUp() {
        List<ConversationRow> rows = List.of(row(1, "TCP", 5000, false), row(2, "HTTP", 5000, false),
                row(3, "HTTP", 5001, false));

        Map<Long, Integer> counts = ConnectionFileCounts.of(rows, Map.of(1L, 2, 2L, 3, 3L, 1));

        assertEquals(Map.of(1L, 5, 2L, 5, 3L, 1), counts);
    }

    @Test
    void connectionsWithoutFilesAreNotListed() {
        assertEquals(Map.of(), ConnectionFileCounts.of(List.of(row(1, "TCP", 5000, false)), Map.of(1L, 0)));
        assertEquals(Map.of(), ConnectionFileCounts.of(List.of(row(1, "TCP", 5000, false)), Map.of(9L, 2)));
    }
}
