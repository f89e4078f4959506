package io.pcaplens.webapp;

import jakarta.json.JsonObject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * Conversation rows as the golden files hold them (src/test/resources/golden: one tab-separated line per row
 * after a header), both as written there and as the API answers for an analysed capture, each sorted.
 */
final class GoldenRows {

    private GoldenRows() {
    }

    /** The rows a golden file expects. */
    static List<String> expected(Path golden) throws IOException {
        return Files.readAllLines(golden).stream().skip(1).sorted().toList();
    }

    /** The rows of an analysed capture, in the golden files' form. */
    static List<String> of(Api api, String fileId) throws IOException, InterruptedException {
        return api.all("api/v1/files/" + fileId + "/conversations").stream().map(GoldenRows::line).sorted().toList();
    }

    private static String line(JsonObject c) {
        return String.join("\t", Api.string(c, "key"), c.getString("srcIp"), Api.string(c, "srcPort"),
                c.getString("dstIp"), Api.string(c, "dstPort"), c.getString("protocol"),
                Api.string(c, "packetCount"), Api.string(c, "totalBytes"), epoch(c.getString("startTime")),
                epoch(c.getString("endTime")), Api.string(c, "dissectorProtocol"));
    }

    private static String epoch(String iso) {
        var instant = OffsetDateTime.parse(iso).toInstant();
        return instant.getEpochSecond() + "." + String.format("%09d", instant.getNano());
    }
}
