package io.pcaplens.application.hunt;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationHunt;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemorySavedQueryRepository;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.port.CrossCaptureConversations;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Which listing a saved query's scope runs it through, and with what query. */
class SavedQueryRunTest {

    private static final CaptureId FILE = new CaptureId("0f8fad5b-d9cb-469f-a165-70867728950e");
    private static final String NETWORK = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    private static final String DNS = "port == 53";

    private final SavedQueries saved = new SavedQueries(new InMemorySavedQueryRepository());
    private final InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
    private final RecordingHunt hunt = new RecordingHunt();
    private final RecordingCaptureList capture = new RecordingCaptureList();
    private final SavedQueryRun run = new SavedQueryRun(saved, new ConversationHunt(hunt),
            new ConversationQueries(capture, null, null, new PayloadSearch(null, null, null)), captures);

    @Test
    void aQueryOfEveryCaptureRunsThroughTheHuntAsWritten() throws SavedQueryRefusal {
        saved.save(null, "dns", DNS, "all");

        Page<FiledConversation> page = run.page(null, "dns", ConversationQuery.all(), 2, 10);

        assertEquals(ConversationQuery.all().matching(QueryText.parse(DNS)), hunt.asked);
        assertEquals(10, hunt.offset, "page 2 of 10 starts after ten rows");
        assertEquals(List.of("hunt.pcap"), page.items().stream().map(FiledConversation::fileName).toList());
        assertEquals(41, page.total());
    }

    @Test
    void aNetworksQueryAddsItsNetworkClause() throws SavedQueryRefusal {
        saved.save("token:a", "dns here", DNS, "network:" + NETWORK);

        run.page("token:a", "dns here", ConversationQuery.all(), 1, 10);

        assertEquals(ConversationQuery.all().matching(QueryText.parse(DNS))
                .matching(QueryText.parse("network in {\"" + NETWORK + "\"}")), hunt.asked);
    }

    @Test
    void aCapturesQueryRunsThroughItsListWithItsFileName() throws SavedQueryRefusal {
        captures.add(Capture.uploaded(FILE, new CaptureUpload("office.pcap", 1, "sha", CaptureFormat.PCAP,
                new AnalysisOptions(true, false, false), Instant.now())));
        saved.save(null, "ftp", "port == 21", "file:" + FILE);

        Page<FiledConversation> page = run.page(null, "ftp", ConversationQuery.all(), 1, 5);

        assertEquals(FILE, capture.askedFor);
        assertEquals(ConversationQuery.all().matching(QueryText.parse("port == 21")), capture.asked);
        assertEquals(List.of("office.pcap"), page.items().stream().map(FiledConversation::fileName).toList());
        assertEquals(1, page.total());
        assertEquals(null, hunt.asked, "the hunt was not asked");
    }

    @Test
    void theCallersFiltersAndSortComeBesideTheSavedExpression() throws SavedQueryRefusal {
        saved.save(null, "dns", DNS, "all");
        ConversationQuery around = ConversationQuery.where(QueryText.parse("transport == udp"));

        run.page(null, "dns", around, 1, 10);

        assertEquals(around.matching(QueryText.parse(DNS)), hunt.asked);
    }

    @Test
    void aCaptureGoneIsAnUnknownFile() throws SavedQueryRefusal {
        saved.save(null, "gone", DNS, "file:" + UUID.randomUUID());

        Refusal e = assertThrows(Refusal.class, () -> run.page(null, "gone", ConversationQuery.all(), 1, 10));
        assertEquals(Refusal.Reason.UNKNOWN_FILE, e.reason());
    }

    @Test
    void payloadAddedToAQueryAcrossCapturesIsInvalid() throws SavedQueryRefusal {
        saved.save(null, "dns", DNS, "all");
        ConversationQuery payload = ConversationQuery.where(QueryText.parse("payload contains \"x\""));

        SavedQueryRefusal e = assertThrows(SavedQueryRefusal.class, () -> run.page(null, "dns", payload, 1, 10));
        assertEquals(SavedQueryRefusal.Reason.INVALID, e.reason());
    }

    @Test
    void anUnknownNameIsUnknown() {
        SavedQueryRefusal e = assertThrows(SavedQueryRefusal.class,
                () -> run.page("token:a", "never", ConversationQuery.all(), 1, 10));
        assertEquals(SavedQueryRefusal.Reason.UNKNOWN_QUERY, e.reason());
    }

    private static ConversationRow row(CaptureId capture) {
        return ConversationRow.dissected(new ConversationId(7), capture,
                new Identity(new ConversationKey("k7"), "10.0.0.1", 5353, "10.0.0.53", 53, Transport.UDP),
                new Traffic(0, 0, 1, new Volume(1, 60), Volume.NONE), new Labels("DNS", null, List.of(), List.of()),
                null);
    }

    /** The hunt's store, answering one row and remembering what it was asked. */
    private static final class RecordingHunt implements CrossCaptureConversations {
        ConversationQuery asked;
        int offset;

        @Override
        public List<FiledConversation> page(ConversationQuery query, int offset, int limit) {
            asked = query;
            this.offset = offset;
            return List.of(new FiledConversation(row(FILE), "hunt.pcap"));
        }

        @Override
        public long count(ConversationQuery query) {
            return 41;
        }

        @Override
        public Map<Facet, Map<String, Long>> facets(ConversationQuery query) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<CaptureHits> byCapture(ConversationQuery query, int limit) {
            throw new UnsupportedOperationException();
        }
    }

    /** One capture's list, answering one row and remembering what it was asked. */
    private static final class RecordingCaptureList extends InMemoryConversationRepository {
        CaptureId askedFor;
        ConversationQuery asked;

        @Override
        public List<ConversationRow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset,
                                          int limit) {
            askedFor = captureId;
            asked = query;
            return List.of(row(captureId));
        }

        @Override
        public long count(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
            return 1;
        }
    }
}
