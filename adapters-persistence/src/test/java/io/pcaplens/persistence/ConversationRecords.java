package io.pcaplens.persistence;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.conversation.JdbcConversationRepository;

import javax.sql.DataSource;
import java.util.List;

/** Conversation rows stored for tests of the tables that refer to them. */
public final class ConversationRecords {

    private ConversationRecords() {
    }

    /** A stored UDP row of the capture, its id. */
    public static long stored(DataSource db, CaptureId capture) {
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        long id = conversations.reserveIds(1);
        Identity identity = new Identity(new ConversationKey("10.0.0.2:53-10.0.0.1:" + (id % 60_000) + "-DNS"),
                "10.0.0.1", (int) (id % 60_000), "10.0.0.2", 53, Transport.UDP);
        conversations.addAll(List.of(ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L, 1_000_500_000L, 1, new Volume(1, 80), new Volume(1, 120)),
                new Labels("DNS", "DNS", List.of(), List.of()), null)));
        return id;
    }
}
