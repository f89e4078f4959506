package io.pcaplens.llm.model;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ExplanationSource;
import io.pcaplens.domain.tracer.StepDirection;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.llm.builtin.BuiltinExplainer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which explainer the configuration makes active. */
class ConfiguredExplainerTest {

    private static final List<TraceStep> STEPS = List.of(new TraceStep(1, 1, StepDirection.CLIENT, "TCP", 74,
            "33532 → 80 [SYN] Seq=0 Win=29200 Len=0", 0, ""));

    private static ConfiguredExplainer configured(String baseUrl, String model, String key) {
        return new ConfiguredExplainer(Optional.ofNullable(baseUrl), model, Optional.ofNullable(key), 5_000,
                ConfiguredExplainer.DEFAULT_WINDOW, ConfiguredExplainer.DEFAULT_IN_FLIGHT);
    }

    @Test
    void withoutABaseUrlOnlyTheBuiltinExplainerIsActive() {
        for (String unset : new String[] {null, "", "   "}) {
            ConfiguredExplainer explainer = configured(unset, "gpt-4o-mini", "sk-unused");
            assertEquals(BuiltinExplainer.VERSION, explainer.identity());
            assertTrue(explainer.describe().contains("nothing leaves the machine"), explainer.describe());
            assertEquals(ExplanationSource.BUILTIN, explainer.explain(TraceContext.unknown(), STEPS).get(0).source());
        }
    }

    @Test
    void aBaseUrlThatIsNotHttpKeepsTheBuiltinExplainerAndSaysWhy() {
        ConfiguredExplainer explainer = configured("ftp://models.example/v1", "gpt-4o-mini", null);
        assertEquals(BuiltinExplainer.VERSION, explainer.identity());
        assertTrue(explainer.describe().contains("not an http(s) URL: ftp://models.example/v1"), explainer.describe());
    }

    @Test
    void aBaseUrlMakesTheModelAnswerFirst() throws IOException {
        try (ChatServer server = new ChatServer(ChatServer.Reply::explainingAll)) {
            ConfiguredExplainer explainer = configured(server.base().toString(), "llama3.1:8b", "sk-test");
            List<Explanation> explained = explainer.explain(TraceContext.unknown(), STEPS);
            assertEquals(new Explanation(1, "Model text 1.", ExplanationSource.LLM, "llama3.1:8b"), explained.get(0));
            String describe = explainer.describe();
            assertTrue(describe.contains("llama3.1:8b") && describe.contains(server.base() + "/chat/completions")
                    && describe.contains("with API key") && describe.contains(BuiltinExplainer.VERSION), describe);
            assertTrue(explainer.identity().contains("llama3.1:8b") && explainer.identity().contains(WindowPrompt.VERSION)
                    && explainer.identity().contains(BuiltinExplainer.VERSION), explainer.identity());
        }
    }

    @Test
    void anotherModelOrEndpointIsAnotherIdentity() {
        String a = configured("http://127.0.0.1:11434/v1", "llama3.1:8b", null).identity();
        assertNotEquals(a, configured("http://127.0.0.1:11434/v1", "qwen2.5:7b", null).identity());
        assertNotEquals(a, configured("http://127.0.0.1:8080/v1", "llama3.1:8b", null).identity());
        assertEquals(a, configured("http://127.0.0.1:11434/v1/", "llama3.1:8b", "sk-other").identity());
    }
}
