package io.pcaplens.rest;

import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import io.pcaplens.domain.conversation.query.QueryText;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A query that does not parse, answered through the one mapper of problems. */
class QueryProblemTest {

    private static JsonObject answer(String q) {
        return answer(q, "q");
    }

    private static JsonObject answer(String q, String parameter) {
        QuerySyntaxError error = assertThrows(QuerySyntaxError.class, () -> QueryText.parse(q));
        // the body the mapper's Problem writes (no JAX-RS runtime here to build the response; QueryApiIT does)
        String body = ProblemBody.json(400, QueryProblem.TITLE, error.getMessage(), null,
                QueryProblem.members(error, parameter));
        return Json.createReader(new StringReader(body)).readObject();
    }

    @Test
    void aSavedQuerysExpressionIsNamedAsItsMemberWithTheSamePointers() {
        JsonObject inQ = answer("snii contains \"x\"");
        JsonObject inBody = answer("snii contains \"x\"", "expression");

        assertEquals("expression", inBody.getString("parameter"));
        for (String member : List.of("title", "detail", "position", "expected", "found", "suggestions")) {
            assertEquals(inQ.get(member), inBody.get(member), member);
        }
    }

    @Test
    void anUnknownFieldNamesItsPositionAndTheClosestFields() {
        JsonObject body = answer("snii contains \"x\"");
        assertEquals(400, body.getInt("status"));
        assertEquals("q", body.getString("parameter"));
        assertEquals(1, body.getInt("position"));
        assertEquals("unknown field `snii` at 1; did you mean `sni`?", body.getString("detail"));
        assertEquals(List.of("sni"), body.getJsonArray("suggestions").getValuesAs(jakarta.json.JsonString.class)
                .stream().map(jakarta.json.JsonString::getString).toList());
    }

    @Test
    void aMissingValueSaysWhatWasExpectedAtTheEnd() {
        JsonObject body = answer("port == ");
        // "port == " ends after its 8th character: the value was expected at the 9th
        assertEquals(9, body.getInt("position"));
        assertEquals(QuerySyntaxError.END, body.getString("found"));
        assertTrue(body.getString("expected").contains("value") || body.getString("expected").contains("number"),
                body.toString());
        assertTrue(body.getJsonArray("suggestions").isEmpty());
        assertTrue(body.getString("detail").startsWith(body.getString("detail").split(" at ")[0] + " at 9"),
                body.toString());
    }
}
