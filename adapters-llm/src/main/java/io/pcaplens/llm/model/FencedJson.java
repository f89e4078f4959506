package io.pcaplens.llm.model;

import jakarta.json.JsonObjectBuilder;

/**
 * Capture data as it goes inside a prompt's fence: one line of JSON with every {@code <} escaped. The generator
 * writes {@code <} only inside strings, where {@code \u005Cu003c} means the same, and every fence marker starts
 * with it, so no value, however it is crafted, can close the fence or open another one.
 */
final class FencedJson {

    private FencedJson() {
    }

    static String line(JsonObjectBuilder json) {
        return json.build().toString().replace("<", "\\u003c");
    }
}
