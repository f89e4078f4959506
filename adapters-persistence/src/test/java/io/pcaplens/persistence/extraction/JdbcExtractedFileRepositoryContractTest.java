package io.pcaplens.persistence.extraction;

import io.pcaplens.application.contract.ExtractedFileRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.ConversationRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

import javax.sql.DataSource;
import java.nio.file.Path;

/** The extracted-file table keeps the same contract as the fake the extraction is tested with. */
class JdbcExtractedFileRepositoryContractTest extends ExtractedFileRepositoryContract {

    @TempDir
    static Path data;
    private static DataSource db;
    private static JdbcExtractedFileRepository files;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        files = new JdbcExtractedFileRepository(db, new FileSystemExtractedFileStore(data.toString()));
    }

    @Override
    protected ExtractedFileRepository repository() {
        return files;
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
