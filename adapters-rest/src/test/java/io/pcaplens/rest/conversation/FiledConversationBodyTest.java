package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.FiledConversation;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.io.StringReader;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * A row of the hunts across captures against what the service wrote before the row had a type of its own: the
 * capture list's conversation as JSON-B writes it, read back and given {@code fileName} as a last member.
 */
class FiledConversationBodyTest {

    private static final Jsonb JSONB = JsonbBuilder.create();
    // a name that JSON has to escape
    private static final String FILE_NAME = "office \"week 3\"\\é\t.pcap";

    @AfterAll
    static void close() throws Exception {
        JSONB.close();
    }

    @Test
    void aRowIsWrittenByteForByteAsTheConversationWithItsFileNameAppended() {
        FiledConversation filed = new FiledConversation(WireFormatTest.ROW, FILE_NAME);

        String conversation = JSONB.toJson(ConversationBody.from(filed.row()));
        String before = Json.createObjectBuilder(Json.createReader(new StringReader(conversation)).readObject())
                .add("fileName", FILE_NAME).build().toString();

        assertEquals(before, JSONB.toJson(FiledConversationBody.from(filed)));
    }

    @Test
    void aRowHasTheConversationsComponentsAndValuesThenItsFileName() throws Exception {
        FiledConversation filed = new FiledConversation(WireFormatTest.ROW, FILE_NAME);

        List<String> expected = new ArrayList<>(components(ConversationBody.from(filed.row())));
        expected.add("fileName=" + FILE_NAME);
        assertEquals(expected, components(FiledConversationBody.from(filed)));
    }

    @Test
    void theApiDocumentGivesTheRowTheConversationsPropertiesAndTheFileName() throws Exception {
        JsonObject schemas = apiDocument().getJsonObject("components").getJsonObject("schemas");
        JsonObject conversation = schemas.getJsonObject("ConversationBody").getJsonObject("properties");
        JsonObject row = schemas.getJsonObject("FiledConversationBody").getJsonObject("properties");

        assertEquals(Stream.concat(WireFormatTest.CONVERSATION_FIELDS.stream().sorted(), Stream.of("fileName"))
                .toList(), new ArrayList<>(row.keySet()), "the wire's order");
        for (String field : WireFormatTest.CONVERSATION_FIELDS) {
            assertEquals(conversation.get(field), row.get(field), field);
        }
        assertEquals("string", row.getJsonObject("fileName").getString("type"));
        for (String path : List.of("/api/v1/conversations", "/api/v1/monitor/networks/{networkId}/conversations",
                "/api/v1/queries/{name}/conversations")) {
            assertEquals("#/components/schemas/PageBodyFiledConversationBody", apiDocument().getJsonObject("paths")
                    .getJsonObject(path).getJsonObject("get").getJsonObject("responses").getJsonObject("200")
                    .getJsonObject("content").getJsonObject("application/json").getJsonObject("schema")
                    .getString("$ref"), path);
        }
    }

    private static List<String> components(Record body) throws Exception {
        List<String> fields = new ArrayList<>();
        for (RecordComponent c : body.getClass().getRecordComponents()) {
            fields.add(c.getName() + "=" + c.getAccessor().invoke(body));
        }
        return fields;
    }

    /** The document smallrye-open-api-maven-plugin wrote into the classes, which the service serves at /openapi. */
    private static JsonObject apiDocument() throws Exception {
        try (InputStream in = FiledConversationBodyTest.class.getResourceAsStream("/META-INF/pcaplens/openapi.json")) {
            assertNotNull(in, "the build writes the API document");
            try (JsonReader reader = Json.createReader(in)) {
                return reader.readObject();
            }
        }
    }
}
