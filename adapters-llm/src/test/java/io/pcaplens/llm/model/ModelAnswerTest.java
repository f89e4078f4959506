package io.pcaplens.llm.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading a model's reply, as models really write them. */
class ModelAnswerTest {

    @Test
    void readsTheRequestedFormat() {
        assertEquals(Map.of(1, "A SYN.", 2, "A SYN-ACK."), ModelAnswer.read(
                "{\"explanations\":[{\"index\":1,\"text\":\"A SYN.\"},{\"index\":2,\"text\":\"A SYN-ACK.\"}]}"));
    }

    @Test
    void keepsTheOrderOfTheAnswerWhateverItIs() {
        Map<Integer, String> read = ModelAnswer.read(
                "{\"explanations\":[{\"index\":3,\"text\":\"c\"},{\"index\":1,\"text\":\"a\"},{\"index\":2,\"text\":\"b\"}]}");
        assertEquals(List.of(3, 1, 2), List.copyOf(read.keySet()));
    }

    @Test
    void missingStepsAreSimplyAbsent() {
        assertEquals(Map.of(2, "b"), ModelAnswer.read("{\"explanations\":[{\"index\":2,\"text\":\"b\"}]}"));
    }

    @Test
    void extraStepsAreReadAndLeftToTheCaller() {
        assertEquals(Map.of(1, "a", 42, "not asked"), ModelAnswer.read(
                "{\"explanations\":[{\"index\":1,\"text\":\"a\"},{\"index\":42,\"text\":\"not asked\"}]}"));
    }

    @Test
    void malformedEntriesAreSkippedAndTheRestKept() {
        String reply = """
                {"explanations":[
                  {"text":"no index"},
                  {"index":"two","text":"index is not a number"},
                  {"index":2.5,"text":"index is not an integer"},
                  {"index":3},
                  {"index":4,"text":"   "},
                  {"index":5,"text":42},
                  "just a string",
                  {"index":"6","text":"index as a string of digits"},
                  {"index":7,"text":"first"},
                  {"index":7,"text":"second"}
                ]}""";
        assertEquals(Map.of(6, "index as a string of digits", 7, "first"), ModelAnswer.read(reply));
    }

    @Test
    void aCodeFenceAndProseAroundTheJsonDoNotMatter() {
        String reply = """
                Sure! Here are the explanations:

                ```json
                {"explanations": [{"index": 5, "text": "The server answers."}]}
                ```
                Let me know if you need anything else {or more detail}.""";
        assertEquals(Map.of(5, "The server answers."), ModelAnswer.read(reply));
    }

    @Test
    void aBareArrayIsAcceptedToo() {
        assertEquals(Map.of(1, "a"), ModelAnswer.read("[{\"index\":1,\"text\":\"a\"}]"));
    }

    @Test
    void aBraceInTheProseBeforeTheAnswerIsPassedOver() {
        assertEquals(Map.of(1, "a"), ModelAnswer.read(
                "Packets {as asked}: {\"explanations\":[{\"index\":1,\"text\":\"a\"}]}"));
    }

    @Test
    void textIsKeptOnOneLineAndCut() {
        Map<Integer, String> read = ModelAnswer.read("{\"explanations\":[{\"index\":1,\"text\":\"two\\n  lines\"},"
                + "{\"index\":2,\"text\":\"" + "x".repeat(1000) + "\"}]}");
        assertEquals("two lines", read.get(1));
        assertEquals(ModelAnswer.MAX_TEXT, read.get(2).length());
        assertTrue(read.get(2).endsWith("…"));
    }

    @Test
    void garbageGivesNothing() {
        assertEquals(Map.of(), ModelAnswer.read("I cannot help with that."));
        assertEquals(Map.of(), ModelAnswer.read(""));
        assertEquals(Map.of(), ModelAnswer.read(null));
        assertEquals(Map.of(), ModelAnswer.read("{\"explanations\":[{\"index\":1,\"text\":\"cut off"));
        assertEquals(Map.of(), ModelAnswer.read("{\"answer\":\"PWNED\"}"));
        assertEquals(Map.of(), ModelAnswer.read("{\"explanations\":\"none\"}"));
        assertEquals(Map.of(), ModelAnswer.read("<html><body>502 Bad Gateway</body></html>"));
    }
}
