package io.pcaplens.domain.hunt;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class QueryNameTest {

    @Test
    void surroundingBlanksAreDropped() {
        assertEquals("tls without sni", new QueryName("  tls without sni ").value());
    }

    @Test
    void aNameOfAHundredCharactersIsTakenAndOneMoreIsNot() {
        assertEquals(100, new QueryName("a".repeat(100)).value().length());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new QueryName("a".repeat(101)));
        assertEquals("a saved query's name has at most 100 characters", e.getMessage());
    }

    @Test
    void charactersAreCountedNotUtf16Units() {
        // 100 emoji are 200 UTF-16 units but 100 characters
        String emoji = "\uD83D\uDD0D".repeat(100);
        assertEquals(emoji, new QueryName(emoji).value());
    }

    @Test
    void emptyBlankAndMissingNamesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new QueryName(""));
        assertThrows(IllegalArgumentException.class, () -> new QueryName(" \t "));
        assertThrows(IllegalArgumentException.class, () -> new QueryName(null));
    }

    @Test
    void controlCharactersAndSlashesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new QueryName("dns\nexfil"));
        assertThrows(IllegalArgumentException.class, () -> new QueryName("dns\u0000"));
        assertThrows(IllegalArgumentException.class, () -> new QueryName("a\u007fb"));
        assertThrows(IllegalArgumentException.class, () -> new QueryName("dns/exfil"));
    }
}
