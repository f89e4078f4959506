package io.pcaplens.domain.hunt;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.NetworkId;
import org.junit.jupiter.api.Test;

import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueryScopeTest {

    private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

    @Test
    void noScopeIsEveryCapture() {
        assertEquals(QueryScope.Everywhere.INSTANCE, QueryScope.parse(null).orElseThrow());
        assertEquals(QueryScope.Everywhere.INSTANCE, QueryScope.parse("all").orElseThrow());
    }

    @Test
    void aFileOrANetworkIsNamedByItsId() {
        assertEquals(new QueryScope.InCapture(new CaptureId(ID)), QueryScope.parse("file:" + ID).orElseThrow());
        assertEquals(new QueryScope.InNetwork(new NetworkId(UUID.fromString(ID))),
                QueryScope.parse("network:" + ID).orElseThrow());
    }

    @Test
    void eachScopeReadsBackFromItsText() {
        for (String text : new String[]{"all", "file:" + ID, "network:" + ID}) {
            assertEquals(text, QueryScope.parse(text).orElseThrow().text());
        }
    }

    @Test
    void anythingElseIsNoScope() {
        for (String text : new String[]{"", "ALL", "file:", "file:42", "network:" + ID + "x", "host:" + ID, " all"}) {
            assertTrue(QueryScope.parse(text).isEmpty(), text);
        }
    }
}
