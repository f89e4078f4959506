package io.pcaplens.llm.builtin;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HTTP/1.x request and status lines as the dissector shows them in Info ("GET /~regit/r.pdf HTTP/1.1",
 * "HTTP/1.1 200 OK  (application/pdf)"), also when the packet is labelled TCP because the message continues
 * in later segments ("HTTP/1.1 200 OK  [TCP segment of a reassembled PDU]").
 */
final class HttpExplanations implements ProtocolExplanations {

    private static final Pattern REQUEST = Pattern.compile(
            "^(GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH|CONNECT|TRACE)\\s+(\\S+)\\s+HTTP/(\\d(?:\\.\\d)?)");
    private static final Pattern STATUS = Pattern.compile(
            "^HTTP/(\\d(?:\\.\\d)?)\\s+(\\d{3})([^(\\[]*)(?:\\(([^)]*)\\))?");
    private static final String REASSEMBLED = "TCP segment of a reassembled PDU";

    private static final Map<String, String> METHODS = Map.of(
            "GET", "asking for %s",
            "POST", "submitting data to %s",
            "PUT", "uploading data to %s",
            "DELETE", "asking to delete %s",
            "HEAD", "asking only for the headers of %s",
            "OPTIONS", "asking which methods %s supports",
            "PATCH", "sending a partial update of %s",
            "CONNECT", "asking the proxy to open a tunnel to %s",
            "TRACE", "asking the server to echo the request for %s back");

    private static final Map<Integer, String> STATUSES = Map.ofEntries(
            Map.entry(200, "the request succeeded"),
            Map.entry(201, "a new resource was created"),
            Map.entry(204, "the request succeeded and there is no content to return"),
            Map.entry(206, "only the requested part (byte range) of the resource follows"),
            Map.entry(301, "the resource has moved permanently to another address"),
            Map.entry(302, "the resource is temporarily at another address (a redirect)"),
            Map.entry(303, "the client is redirected to another address"),
            Map.entry(304, "the client's cached copy is still valid, so no body is sent"),
            Map.entry(307, "the resource is temporarily at another address (a redirect)"),
            Map.entry(308, "the resource has moved permanently to another address"),
            Map.entry(400, "the server could not understand the request"),
            Map.entry(401, "authentication is required"),
            Map.entry(403, "access is forbidden"),
            Map.entry(404, "the requested resource does not exist on the server"),
            Map.entry(405, "the method is not allowed for this resource"),
            Map.entry(407, "the proxy requires authentication"),
            Map.entry(429, "the client sent too many requests"),
            Map.entry(500, "the server failed with an internal error"),
            Map.entry(502, "a gateway got a bad answer from the server behind it"),
            Map.entry(503, "the service is unavailable"),
            Map.entry(504, "a gateway timed out waiting for the server behind it"));

    @Override
    public Optional<String> explain(StepFacts step) {
        String info = step.info();
        Matcher request = REQUEST.matcher(info);
        if (request.find()) {
            String method = request.group(1);
            String target = Wording.clip(request.group(2));
            String host = step.hostname() == null ? "" : " on " + step.hostname();
            return Optional.of(step.sender() + " sends an HTTP " + method + " request to " + step.receiver() + ", "
                    + String.format(METHODS.get(method), target) + host + ". It travels unencrypted, so its"
                    + " headers and any body can be read.");
        }
        Matcher status = STATUS.matcher(info);
        if (status.find()) {
            int code = Integer.parseInt(status.group(2));
            String reason = status.group(3).strip();
            if (step.othersOutOfView("HTTP")) {
                return Optional.of(outOfView(step, code, reason));
            }
            String first = step.sender() + " answers with HTTP status " + code + (reason.isEmpty() ? "" : " " + reason)
                    + ": " + meaning(code) + ".";
            if (info.contains(REASSEMBLED)) {
                return Optional.of(first + " This segment starts the response; the rest follows in later segments.");
            }
            String type = status.group(4);
            return Optional.of(type == null || type.isBlank() ? first : first + " The body is " + type.strip() + ".");
        }
        if (step.protocol().startsWith("HTTP")) {
            return Optional.of(step.sendsSummarised(Wording.bytes(step.size()) + " of an HTTP message"));
        }
        return Optional.empty();
    }

    /**
     * A status line seen in a row replayed alone that is not the HTTP row: the message it belongs to is not on
     * screen, so the sentence says what the segment holds, not what it answers.
     */
    private static String outOfView(StepFacts step, int code, String reason) {
        return step.sender() + " sends a segment that starts an HTTP response with status " + code
                + (reason.isEmpty() ? "" : " " + reason) + ". Only the packets labelled " + step.rowLabel()
                + " are shown here; the whole connection shows the HTTP messages in order.";
    }

    private static String meaning(int code) {
        String known = STATUSES.get(code);
        if (known != null) {
            return known;
        }
        switch (code / 100) {
            case 1:
                return "an informational answer, the request goes on";
            case 2:
                return "the request succeeded";
            case 3:
                return "the client is redirected";
            case 4:
                return "the request failed because of a client error";
            default:
                return "the request failed because of a server error";
        }
    }
}
