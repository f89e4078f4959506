package io.pcaplens.persistence.signature;

import io.pcaplens.application.signature.RuleBook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rule book on a real rules file: edits count at the next use; an invalid edit keeps the last valid rules. */
class RuleBookReloadTest {

    @TempDir
    Path dir;

    private static int edits;

    private static void write(Path file, String text) throws Exception {
        Files.writeString(file, text);
        // some file systems keep modification times in whole seconds: make each edit visible
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2026-01-01T00:00:00Z").plusSeconds(++edits)));
    }

    private static List<String> names(RuleBook book) {
        return book.rules().rules().stream().map(r -> r.name()).toList();
    }

    @Test
    void editsAreReadAtTheNextUseAndAnInvalidEditKeepsTheLastValidRules() throws Exception {
        Path file = dir.resolve("signatures.yml");
        RuleBook book = new RuleBook(new YamlSignatureSource(file));

        RuleBook.State missing = book.state();
        assertFalse(missing.valid());
        assertTrue(missing.problems().get(0).message().contains("does not exist"), missing.problems().toString());
        assertEquals(List.of(), names(book));

        write(file, "rules:\n  - name: telnet\n    severity: high\n    port: 23\n");
        assertEquals(List.of("telnet"), names(book));
        RuleBook.State first = book.state();
        assertTrue(first.valid());

        write(file, "rules:\n  - name: telnet\n    severity: high\n    port: 23\n  - name: ftp\n    severity: loud\n    port: 21\n");
        RuleBook.State broken = book.state();
        assertFalse(broken.valid());
        assertEquals("ftp", broken.problems().get(0).rule());
        assertEquals(6, broken.problems().get(0).line());
        assertEquals(List.of("telnet"), names(book), "the last valid rules stay in force");
        assertEquals(first.rules().version(), broken.rules().version());
        assertEquals(first.loadedAt(), broken.loadedAt());

        write(file, "rules:\n  - name: telnet\n    severity: high\n    port: 23\n  - name: ftp\n    severity: low\n    port: 21\n");
        RuleBook.State fixed = book.state();
        assertTrue(fixed.valid());
        assertEquals(List.of("telnet", "ftp"), names(book));
        assertNotEquals(first.rules().version(), fixed.rules().version());
    }
}
