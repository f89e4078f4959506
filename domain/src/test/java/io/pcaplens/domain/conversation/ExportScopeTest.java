package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ExportScopeTest {

    @Test
    void theApiNamesEachScopeInLowerCase() {
        assertEquals(Optional.of(ExportScope.ROW), ExportScope.named("row"));
        assertEquals(Optional.of(ExportScope.CONNECTION), ExportScope.named("connection"));
        assertEquals("connection", ExportScope.CONNECTION.apiName());
    }

    @Test
    void anyOtherTextNamesNoScope() {
        for (String text : new String[] {"ROW", "Connection", "flow", "", " row", null}) {
            assertEquals(Optional.empty(), ExportScope.named(text), String.valueOf(text));
        }
    }
}
