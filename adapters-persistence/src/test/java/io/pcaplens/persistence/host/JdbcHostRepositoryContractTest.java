package io.pcaplens.persistence.host;

import io.pcaplens.application.contract.HostRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.ConversationRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;

/** The host and initiator tables keep the same contract as the fake the analysis is tested with. */
class JdbcHostRepositoryContractTest extends HostRepositoryContract {

    private static DataSource db;
    private static JdbcHostRepository hosts;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        hosts = new JdbcHostRepository(db);
    }

    @Override
    protected HostRepository repository() {
        return hosts;
    }

    @Override
    protected CaptureId aCapture() {
        return CaptureRecords.completedCapture(db);
    }

    @Override
    protected long aConversation(CaptureId captureId) {
        return ConversationRecords.stored(db, captureId);
    }
}
