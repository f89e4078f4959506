package io.pcaplens.rest.query;

import io.pcaplens.domain.conversation.query.QueryText;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The syntax tree GET /query/explain answers with. */
class ExpressionTreeTest {

    @Test
    void everyKindOfNodeIsWrittenWithItsFieldOperatorAndValues() {
        String tree = ExpressionTree.of(QueryText.parse(
                "ip == 10.0.0.0/8 && !(port in {53 5353}) || tls.alpn && bytes > 1k && duration >= 1.5s")).toString();
        assertEquals("{\"kind\":\"or\",\"parts\":["
                + "{\"kind\":\"and\",\"parts\":["
                + "{\"kind\":\"clause\",\"field\":\"ip\",\"operator\":\"==\",\"values\":[\"10.0.0.0/8\"]},"
                + "{\"kind\":\"not\",\"inner\":{\"kind\":\"clause\",\"field\":\"port\",\"operator\":\"in\","
                + "\"values\":[\"53\",\"5353\"]}}]},"
                + "{\"kind\":\"and\",\"parts\":["
                + "{\"kind\":\"present\",\"field\":\"tls.alpn\"},"
                + "{\"kind\":\"clause\",\"field\":\"bytes\",\"operator\":\">\",\"values\":[\"1000\"]},"
                + "{\"kind\":\"clause\",\"field\":\"duration\",\"operator\":\">=\",\"values\":[\"1500ms\"]}]}]}",
                tree);
    }

    @Test
    void theFieldsUsedAreNamedOnceInTheOrderTheyAppear() {
        assertEquals(List.of("sni", "port", "app"), List.copyOf(ExpressionTree.fields(
                QueryText.parse("sni contains \"a\" && (port == 1 || app == DNS || sni == b || !port)"))));
    }
}
