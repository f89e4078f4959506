package io.pcaplens.domain.hunt;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.conversation.query.QueryText;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SavedQueryTest {

    private static final Instant AT = Instant.parse("2026-01-02T03:04:05Z");
    private static final QueryName NAME = new QueryName("tls without sni");

    @Test
    void theTextIsKeptAsWrittenAndReadAsItsExpression() {
        SavedQuery query = SavedQuery.of(NAME, "PORT == 443 and !sni", QueryScope.Everywhere.INSTANCE, null, AT);

        assertEquals("PORT == 443 and !sni", query.expression());
        assertEquals(QueryText.parse("port == 443 && !sni"), query.filter());
    }

    @Test
    void aTextThatDoesNotParseIsNotSaved() {
        QuerySyntaxError e = assertThrows(QuerySyntaxError.class,
                () -> SavedQuery.of(NAME, "snii", QueryScope.Everywhere.INSTANCE, null, AT));
        assertEquals(1, e.position());
    }

    @Test
    void payloadIsSearchedInOneCaptureOnly() {
        String payload = "payload contains \"PASS \"";
        assertThrows(IllegalArgumentException.class,
                () -> SavedQuery.of(NAME, payload, QueryScope.Everywhere.INSTANCE, null, AT));

        QueryScope file = new QueryScope.InCapture(new CaptureId("0f8fad5b-d9cb-469f-a165-70867728950e"));
        assertEquals(payload, SavedQuery.of(NAME, payload, file, "token:ops", AT).expression());
    }
}
