package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.QueryText;
import org.junit.jupiter.api.Test;

import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NetworkScopeTest {

    private static final NetworkId OFFICE = new NetworkId(UUID.fromString("6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c"));

    @Test
    void theClauseIsTheOneTheLanguageReadsFromItsDocumentedText() {
        assertEquals(QueryText.parse("network == \"6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c\""), NetworkScope.clause(OFFICE));
        assertEquals("network == \"6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c\"", NetworkScope.clause(OFFICE).text());
    }

    @Test
    void aNarrowedQueryKeepsItsOwnFilterAndAddsTheClause() {
        ConversationQuery query = ConversationQuery.where(QueryText.parse("port == 53 || app == DNS"));

        assertEquals(ConversationQuery.where(QueryText.parse("(port == 53 || app == DNS) && network == \""
                + OFFICE + "\"")), NetworkScope.narrow(query, OFFICE));
    }
}
