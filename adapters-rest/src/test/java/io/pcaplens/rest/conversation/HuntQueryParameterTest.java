package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.conversation.query.QueryText;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The q parameter beside the form's filters. */
class HuntQueryParameterTest {

    private static MultivaluedMap<String, String> params(String... nameValue) {
        MultivaluedMap<String, String> p = new MultivaluedHashMap<>();
        for (int i = 0; i < nameValue.length; i += 2) {
            p.add(nameValue[i], nameValue[i + 1]);
        }
        return p;
    }

    @Test
    void theQueryIsAndedWithTheFormsFilters() {
        Expression q = QueryText.parse("port == 53 || sni contains \"x\"");
        Expression formOnly = ConversationFilters.parse(params("app", "DNS")).filter();
        assertEquals(Expression.and(List.of(formOnly, q)),
                ConversationFilters.parse(params("app", "DNS", "q", "port == 53 || sni contains \"x\"")).filter());
    }

    @Test
    void aQueryAloneIsTheWholeFilterAndABlankOneIsNone() {
        assertEquals(QueryText.parse("bytes > 10M"), ConversationFilters.parse(params("q", "bytes > 10M")).filter());
        assertEquals(Expression.ALL, ConversationFilters.parse(params("q", "  ")).filter());
    }

    @Test
    void aQueryThatDoesNotParseIsTheParsersError() {
        QuerySyntaxError e = assertThrows(QuerySyntaxError.class,
                () -> ConversationFilters.parse(params("ip", "10.0.0.1", "q", "port === 1")));
        // "port ==" is read as far as its 7th character; the stray "=" is the 8th
        assertEquals(8, e.position());
    }
}
