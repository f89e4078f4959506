package io.pcaplens.dissector.captures;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What tshark says about every record of a capture, read from its own structured output ({@code -T ek}): each
 * field's values as JSON strings, exactly as tshark holds them, so no byte of the capture can move a value to
 * another field or another frame. Independent of how the service reads tshark.
 */
public final class TsharkView {

    /** One record as tshark numbers them: a packet, or a pcapng custom block. */
    public record Frame(Map<String, List<String>> fields) {

        /** All values of the field in the frame, outermost first; empty when it has none. */
        public List<String> all(String field) {
            return fields.getOrDefault(field, List.of());
        }

        /** The first value, "" when the frame has none. */
        public String first(String field) {
            List<String> values = all(field);
            return values.isEmpty() ? "" : values.get(0);
        }
    }

    private TsharkView() {
    }

    public static List<Frame> read(Path capture, List<String> fields) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-T", "ek"));
        for (String field : fields) {
            command.add("-e");
            command.add(field);
        }
        Process tshark = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = tshark.getInputStream().readAllBytes();
        tshark.waitFor();
        String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(java.nio.ByteBuffer.wrap(out)).toString();
        List<Frame> frames = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            JsonObject layers = Json.createReader(new StringReader(line)).readObject().getJsonObject("layers");
            if (layers == null) {
                continue;   // the index line before each frame
            }
            Map<String, List<String>> values = new LinkedHashMap<>();
            for (String field : fields) {
                JsonArray array = layers.getJsonArray(field.replace('.', '_'));
                if (array != null) {
                    values.put(field, array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList());
                }
            }
            frames.add(new Frame(values));
        }
        return frames;
    }
}
