package io.pcaplens.rest.conversation;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CsvCellTest {

    @Test
    void quotesWhatRfc4180RequiresAndDoublesQuotes() {
        assertEquals("plain", CsvCell.text("plain"));
        assertEquals("\"Mozilla/5.0 (KHTML, like Gecko)\"", CsvCell.text("Mozilla/5.0 (KHTML, like Gecko)"));
        assertEquals("\"say \"\"hi\"\"\"", CsvCell.text("say \"hi\""));
        assertEquals("\"two\nlines\"", CsvCell.text("two\nlines"));
        assertEquals("", CsvCell.text(null));
    }

    @Test
    void neutralisesCellsASpreadsheetWouldRunAsFormulas() {
        assertEquals("\"'=HYPERLINK(\"\"x\"\")\"", CsvCell.text("=HYPERLINK(\"x\")"));
        assertEquals("'+1", CsvCell.text("+1"));
        assertEquals("'-2", CsvCell.text("-2"));
        assertEquals("'@SUM(A1)", CsvCell.text("@SUM(A1)"));
        assertEquals("\"'=1,2\"", CsvCell.text("=1,2"));
        assertEquals("-5", CsvCell.number(-5));
    }
}
