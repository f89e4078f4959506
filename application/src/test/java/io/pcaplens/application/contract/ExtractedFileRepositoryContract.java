package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link ExtractedFileRepository} does: the Export Objects list, its filters and the bulk download
 * read the records from it, so a record read back changed, listed out of frame order or let through by a filter
 * that should stop it would show (or zip) the wrong files.
 */
public abstract class ExtractedFileRepositoryContract {

    private ExtractedFileRepository files;

    /** The store the tests run on; each test works in captures of its own. */
    protected abstract ExtractedFileRepository repository();

    /** A capture the store may hold records of (a stored capture, where the store needs one). */
    protected abstract CaptureId aCapture();

    /** A conversation row of the capture that a record may name (a stored row, where the store needs one). */
    protected abstract long aConversation(CaptureId captureId);

    @BeforeEach
    void store() {
        files = repository();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The files of one HTTP download session, their ids drawn from the store, stored out of frame order. */
    private final class Downloads {
        final CaptureId capture = aCapture();
        final long page = aConversation(capture);
        final long download = aConversation(capture);
        final ExtractedFile index;
        final ExtractedFile report;
        final ExtractedFile logo;
        final ExtractedFile odd;
        final ExtractedFile untied;
        final ExtractedFile unknownFrame;

        Downloads() {
            List<Long> ids = files.newIds(6);
            index = new ExtractedFile(ids.get(0), capture, page, "HTTP", "index.html", 5_120, sha256("index"), "HTML",
                    12L);
            report = new ExtractedFile(ids.get(1), capture, download, "HTTP", "Quarterly Report.PDF", 250_000,
                    sha256("report"), "PDF", 40L);
            logo = new ExtractedFile(ids.get(2), capture, page, "HTTP", "logo.png", 4_096, sha256("logo"), "PNG", 20L);
            odd = new ExtractedFile(ids.get(3), capture, download, "HTTP", "100%_done.bin", 5_120, sha256("odd"), null,
                    55L);
            untied = new ExtractedFile(ids.get(4), capture, null, "IMF", "mail.eml", 900, sha256("mail"), null, 8L);
            unknownFrame = new ExtractedFile(ids.get(5), capture, null, "SMB", "share.doc", 1_000_000,
                    sha256("share"), "DOC", null);
            files.addAll(List.of(report, unknownFrame, index, odd));
            files.addAll(List.of(untied, logo));
        }

        List<ExtractedFile> list(ExtractedFileFilter filter) {
            return files.list(capture, filter, 0, 100);
        }
    }

    private static ExtractedFileFilter byName(String name) {
        return new ExtractedFileFilter(name, List.of(), null, null, null, null, Set.of());
    }

    private static ExtractedFileFilter byTypes(String... types) {
        return new ExtractedFileFilter(null, List.of(types), null, null, null, null, Set.of());
    }

    private static ExtractedFileFilter bySize(Long min, Long max) {
        return new ExtractedFileFilter(null, List.of(), min, max, null, null, Set.of());
    }

    private static ExtractedFileFilter bySha(String prefix) {
        return new ExtractedFileFilter(null, List.of(), null, null, prefix, null, Set.of());
    }

    private static ExtractedFileFilter byIds(Long... ids) {
        return new ExtractedFileFilter(null, List.of(), null, null, null, null, Set.of(ids));
    }

    @Test
    void idsDrawnAreAsManyAsAskedAndNeverDrawnTwice() {
        List<Long> first = files.newIds(3);
        List<Long> second = files.newIds(2);

        assertEquals(3, first.size());
        assertEquals(2, second.size());
        Set<Long> all = new HashSet<>(first);
        all.addAll(second);
        assertEquals(5, all.size(), first + " and " + second);
        assertEquals(List.of(), files.newIds(0));
    }

    @Test
    void aRecordIsFoundWholeInItsCaptureOnly() {
        Downloads d = new Downloads();

        assertEquals(Optional.of(d.report), files.find(d.capture, d.report.id()));
        assertEquals(Optional.of(d.untied), files.find(d.capture, d.untied.id()), "no conversation, no type");
        assertEquals(Optional.of(d.unknownFrame), files.find(d.capture, d.unknownFrame.id()), "no frame");
        assertEquals(Optional.empty(), files.find(aCapture(), d.report.id()));
    }

    @Test
    void theCapturesFilesAreListedInFrameOrderThoseOfNoFrameLast() {
        Downloads d = new Downloads();
        Downloads other = new Downloads();

        assertEquals(List.of(d.untied, d.index, d.logo, d.report, d.odd, d.unknownFrame),
                d.list(ExtractedFileFilter.ALL));
        assertEquals(6, files.count(d.capture, ExtractedFileFilter.ALL));
        assertEquals(List.of(d.logo, d.report), files.list(d.capture, ExtractedFileFilter.ALL, 2, 2));
        assertEquals(List.of(), files.list(d.capture, ExtractedFileFilter.ALL, 6, 2));
        assertEquals(List.of(other.untied, other.index), files.list(other.capture, ExtractedFileFilter.ALL, 0, 2));
    }

    @Test
    void filesOfOneFrameComeInIdOrder() {
        CaptureId capture = aCapture();
        List<Long> ids = files.newIds(2);
        long low = Math.min(ids.get(0), ids.get(1));
        long high = Math.max(ids.get(0), ids.get(1));
        ExtractedFile second = new ExtractedFile(high, capture, null, "IMF", "b.txt", 1, sha256("b"), null, 9L);
        ExtractedFile first = new ExtractedFile(low, capture, null, "IMF", "a.txt", 1, sha256("a"), null, 9L);
        files.addAll(List.of(second, first));

        assertEquals(List.of(first, second), files.list(capture, ExtractedFileFilter.ALL, 0, 10));
    }

    @Test
    void aConversationsFilesAreItsOwn() {
        Downloads d = new Downloads();

        assertEquals(List.of(d.index, d.logo), files.list(d.capture, d.page));
        assertEquals(List.of(d.report, d.odd), files.list(d.capture, d.download));
        assertEquals(d.list(ExtractedFileFilter.ALL), files.list(d.capture, (Long) null));
    }

    @Test
    void theNameMatchesAnyPartInAnyCaseAndItsCharactersAsThemselves() {
        Downloads d = new Downloads();

        assertEquals(List.of(d.report), d.list(byName("report.pdf")));
        assertEquals(List.of(d.logo, d.report, d.odd, d.unknownFrame), d.list(byName("O")));
        assertEquals(List.of(d.odd), d.list(byName("%_")), "no wildcard");
        assertEquals(List.of(), d.list(byName("_d%")));
        assertEquals(1, files.count(d.capture, byName("QUARTERLY")));
    }

    @Test
    void typesAreAlternativesAndUnknownNamesTheFilesOfNoType() {
        Downloads d = new Downloads();

        assertEquals(List.of(d.index, d.report), d.list(byTypes("pdf", "html")));
        assertEquals(List.of(d.untied, d.odd), d.list(byTypes("unknown")));
        assertEquals(List.of(d.untied, d.logo, d.odd), d.list(byTypes("Unknown", "PNG")));
        assertEquals(3, files.count(d.capture, byTypes("Unknown", "PNG")));
    }

    @Test
    void sizeBoundsAreInclusive() {
        Downloads d = new Downloads();

        assertEquals(List.of(d.index, d.odd), d.list(bySize(5_120L, 5_120L)));
        assertEquals(List.of(d.untied, d.logo), d.list(bySize(null, 5_119L)));
        assertEquals(List.of(d.report, d.unknownFrame), d.list(bySize(5_121L, null)));
    }

    @Test
    void theHashMatchesFromItsBeginningInAnyCase() {
        Downloads d = new Downloads();
        String hash = sha256("report");

        assertEquals(List.of(d.report), d.list(bySha(hash.substring(0, 10).toUpperCase())));
        assertEquals(List.of(d.report), d.list(bySha(hash)));
        assertEquals(List.of(), d.list(bySha(hash.substring(1, 11))), "a middle part does not match");
    }

    @Test
    void theIdsAndEveryOtherCriterionMustAllHold() {
        Downloads d = new Downloads();
        ExtractedFileFilter all = new ExtractedFileFilter("o", List.of("PNG", "PDF", "UNKNOWN"), 1_000L, 300_000L,
                null, d.download, Set.of(d.report.id(), d.odd.id(), d.logo.id()));

        assertEquals(List.of(d.logo, d.report), d.list(byIds(d.report.id(), d.logo.id())));
        assertEquals(List.of(d.report, d.odd), d.list(all));
        assertEquals(2, files.count(d.capture, all));
        assertEquals(0, files.count(aCapture(), byIds(d.report.id())), "ids of another capture's files");
    }

    @Test
    void deletingACapturesRecordsLeavesTheOtherCapturesRecords() {
        Downloads gone = new Downloads();
        Downloads kept = new Downloads();

        files.deleteByCapture(gone.capture);

        assertEquals(0, files.count(gone.capture, ExtractedFileFilter.ALL));
        assertEquals(Optional.empty(), files.find(gone.capture, gone.report.id()));
        assertEquals(6, files.count(kept.capture, ExtractedFileFilter.ALL));
        assertTrue(files.find(kept.capture, kept.report.id()).isPresent());
    }
}
