package io.pcaplens.persistence.conversation;

import io.pcaplens.application.contract.ConversationRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;

/** The conversation table keeps the same contract as the fake the analysis is tested with. */
class JdbcConversationRepositoryContractTest extends ConversationRepositoryContract {

    private static DataSource db;
    private static JdbcConversationRepository conversations;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        conversations = new JdbcConversationRepository(db);
    }

    @Override
    protected ConversationRepository repository() {
        return conversations;
    }

    @Override
    protected CaptureId aCapture() {
        return CaptureRecords.completedCapture(db);
    }
}
