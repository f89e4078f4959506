package io.pcaplens.dissector.extraction;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The frames that carry an exported object, per export-objects protocol, in the order tshark 4.0 adds the
 * objects to its list (and so writes them), each with the name tshark gives the object. Read from a listing of
 * the frames that carry objects, in the same tshark run as the export ({@link ObjectFrameColumns}, or EK where
 * the columns may not give the exact names):
 * <ul>
 *   <li>HTTP: every message with a body ({@code http.file_data}) is one object, named after the basename of
 *   its request URI (the request's own for a request, the one it answers for a response); a response with
 *   no request seen has no name.</li>
 *   <li>FTP-DATA: one object per RETR or STOR command, at the first data frame answering it, named after
 *   the command's argument as given (no basename).</li>
 *   <li>IMF: one object per message, named {@code <subject>.eml}.</li>
 * </ul>
 * SMB, TFTP and DICOM objects are assembled from many frames by those dissectors and are not listed here.
 */
final class ObjectFrames {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    /** The fields read for every frame that carries an object. */
    static final List<String> FIELDS = List.of("frame.number", "http.request.uri", "http.response_for.uri",
            "ftp-data.command", "ftp-data.command-frame", "imf.subject", "frame.protocols");
    static final String FILTER = "http.file_data or ftp-data.command-frame or imf";

    record Entry(long frame, String rawName) {
    }

    private final Map<String, List<Entry>> byProtocol = new LinkedHashMap<>();
    private final Set<String> ftpCommands = new HashSet<>();
    private boolean doubtful;

    ObjectFrames() {
        byProtocol.put("http", new ArrayList<>());
        byProtocol.put("ftp-data", new ArrayList<>());
        byProtocol.put("imf", new ArrayList<>());
    }

    List<Entry> of(String protocol) {
        return byProtocol.getOrDefault(protocol, List.of());
    }

    /**
     * What the listing says of one frame that carries objects.
     *
     * @param ftpCommand      the first {@code ftp-data.command}, null when absent
     * @param ftpCommandFrame the first {@code ftp-data.command-frame}, null when absent
     * @param imfSubject      the first {@code imf.subject}, null when absent
     */
    record Listed(long frame, List<String> layers, String ftpCommand, String ftpCommandFrame, String imfSubject,
                  List<String> requestUris, List<String> answeredUris) {
    }

    /**
     * Reads one line of tshark's {@code -T ek} output: a JSON object per frame, preceded by an index line that
     * is skipped. The names are read as values of the JSON, exactly as the capture has them, since tshark builds
     * the file names from the exact names (a field output would give an escaped form of some).
     */
    void add(String line) {
        JsonObject layers = READERS.createReader(new StringReader(line)).readObject().getJsonObject("layers");
        if (layers == null) {
            return;
        }
        List<String> number = values(layers, "frame.number");
        if (number.isEmpty()) {
            return;
        }
        add(new Listed(Long.parseLong(number.get(0)),
                List.of(String.join(":", values(layers, "frame.protocols")).split(":")),
                first(values(layers, "ftp-data.command")), first(values(layers, "ftp-data.command-frame")),
                first(values(layers, "imf.subject")),
                values(layers, "http.request.uri"), values(layers, "http.response_for.uri")));
    }

    /** Reads one line of the column listing; a line that may not give exact names makes the listing doubtful. */
    void addColumns(String line) {
        ObjectFrameColumns.read(line).ifPresentOrElse(this::add, () -> doubtful = true);
    }

    /** Whether some frame's names may not be as tshark has them: the listing must be read again with EK. */
    boolean doubtful() {
        return doubtful;
    }

    void add(Listed listed) {
        long frame = listed.frame();
        if (listed.layers().contains("imf")) {
            String subject = listed.imfSubject();
            byProtocol.get("imf").add(new Entry(frame, (subject == null ? "(null)" : subject) + ".eml"));
        } else if (listed.ftpCommandFrame() != null) {
            String command = listed.ftpCommand() == null ? "" : listed.ftpCommand();
            boolean transfer = command.startsWith("RETR") || command.startsWith("STOR");
            if (transfer && ftpCommands.add(listed.ftpCommandFrame())) {
                byProtocol.get("ftp-data").add(new Entry(frame,
                        command.length() > 5 ? command.substring(5) : "(MISSING)"));
            }
        } else {
            addHttp(frame, listed.requestUris(), listed.answeredUris());
        }
    }

    private static String first(List<String> values) {
        return values.isEmpty() ? null : values.get(0);
    }

    private void addHttp(long frame, List<String> requestUris, List<String> answeredUris) {
        List<Entry> http = byProtocol.get("http");
        if (!answeredUris.isEmpty()) {
            for (String uri : answeredUris) {
                http.add(new Entry(frame, ExportObjectNames.basename(requestUriOf(uri))));
            }
        } else if (!requestUris.isEmpty()) {
            for (String uri : requestUris) {
                http.add(new Entry(frame, ExportObjectNames.basename(uri)));
            }
        } else {
            // a body tshark tied to no request: named object<frame> after its content type
            http.add(new Entry(frame, null));
        }
    }

    /**
     * The request URI inside tshark's {@code http.response_for.uri}, which is {@code scheme://host} followed by
     * the request URI: the basename of "http://host/" must come out as "/", not "host".
     */
    static String requestUriOf(String fullUri) {
        int scheme = fullUri.indexOf("://");
        if (scheme < 0) {
            return fullUri;
        }
        int path = fullUri.indexOf('/', scheme + 3);
        return path < 0 ? "" : fullUri.substring(path);
    }

    /** A field's values in tshark's EK output, where dots in field names become underscores. */
    private static List<String> values(JsonObject layers, String field) {
        JsonArray values = layers.getJsonArray(field.replace('.', '_'));
        return values == null ? List.of() : values.getValuesAs(JsonString.class).stream().map(JsonString::getString)
                .toList();
    }
}
