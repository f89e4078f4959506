package io.pcaplens.llm.builtin;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SMB and SMB2 as the dissector summarises them: "Negotiate Protocol Request", "Session Setup Request,
 * NTLMSSP_AUTH, User: .\alice", "Session Setup Response, Error: STATUS_MORE_PROCESSING_REQUIRED, …",
 * "Tree Connect Request Tree: \\172.17.0.189\share2", "Create Request File: report.docx". Compound messages are
 * joined by ";"; the first one is explained.
 */
final class SmbExplanations implements ProtocolExplanations {

    private static final Pattern MESSAGE = Pattern.compile("^(.+?) (Request|Response)\\b(.*)$");
    private static final Pattern USER = Pattern.compile("User: (\\S+)");
    private static final Pattern TREE = Pattern.compile("(?:Tree|Path): (\\S+)");
    private static final Pattern FILE = Pattern.compile("File:\\s*(.*?)\\s*(?:;|$)");
    private static final Pattern ERROR = Pattern.compile("Error: (STATUS_\\w+)");

    /** Commands (MS-SMB2 section 2.2, and their SMB1 "AndX" forms) with what a request for them does. */
    private static final Map<String, String> REQUESTS = Map.ofEntries(
            Map.entry("Negotiate Protocol", "starts an SMB session by proposing the dialects it supports"),
            Map.entry("Session Setup", "authenticates to the file server"),
            Map.entry("Logoff", "ends its authenticated session"),
            Map.entry("Tree Connect", "connects to a share"),
            Map.entry("Tree Disconnect", "disconnects from a share"),
            Map.entry("Create", "opens or creates a file or directory"),
            Map.entry("NT Create", "opens or creates a file or directory"),
            Map.entry("Close", "closes an open file"),
            Map.entry("Flush", "asks for buffered writes to be stored"),
            Map.entry("Read", "reads from an open file"),
            Map.entry("Write", "writes to an open file"),
            Map.entry("Lock", "locks part of a file"),
            Map.entry("Ioctl", "sends a control request to the server"),
            Map.entry("Cancel", "cancels a pending request"),
            Map.entry("KeepAlive", "checks that the session is alive"),
            Map.entry("Echo", "checks that the session is alive"),
            Map.entry("Find", "lists the contents of a directory"),
            Map.entry("Notify", "asks to be told about changes in a directory"),
            Map.entry("GetInfo", "asks for information about a file or the share"),
            Map.entry("SetInfo", "changes information of a file, such as renaming or deleting it"),
            Map.entry("Trans2", "sends a file or directory query"),
            Map.entry("Trans", "sends a transaction, often to a named pipe"));

    /** Status codes (MS-ERREF section 2.3) an analyst meets most. */
    private static final Map<String, String> STATUSES = Map.of(
            "STATUS_MORE_PROCESSING_REQUIRED", "the authentication exchange goes on, which is normal",
            "STATUS_LOGON_FAILURE", "the user name or password is wrong",
            "STATUS_ACCESS_DENIED", "access is denied",
            "STATUS_OBJECT_NAME_NOT_FOUND", "the file does not exist",
            "STATUS_BAD_NETWORK_NAME", "the share does not exist",
            "STATUS_NO_MORE_FILES", "the directory listing is complete",
            "STATUS_PENDING", "the request is still being worked on",
            "STATUS_END_OF_FILE", "the read reached the end of the file",
            "STATUS_NOT_SUPPORTED", "the request is not supported");

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        if (!protocol.equals("SMB") && !protocol.equals("SMB2")) {
            return Optional.empty();
        }
        String info = step.info();
        String first = info.split(";")[0].strip();
        Matcher m = MESSAGE.matcher(first);
        if (!m.matches()) {
            return Optional.of(step.sends("an " + protocol + " message"));
        }
        String command = m.group(1).replace(" AndX", "").strip();
        String details = m.group(3);
        boolean request = m.group(2).equals("Request");
        String doing = REQUESTS.getOrDefault(command, "sends a " + command + " request");
        String sentence = request
                ? step.sender() + " " + doing + detail(details) + " (" + protocol + " " + command + " request)."
                : step.sender() + " answers the " + command + " request (" + protocol + ")" + outcome(details) + ".";
        return Optional.of(sentence);
    }

    /** The user, share or file a request names. */
    private static String detail(String details) {
        Matcher user = USER.matcher(details);
        if (user.find()) {
            return " as the user " + user.group(1);
        }
        Matcher tree = TREE.matcher(details);
        if (tree.find()) {
            return ": " + tree.group(1);
        }
        Matcher file = FILE.matcher(details);
        if (file.find()) {
            return file.group(1).isEmpty() ? ": the share's root directory" : ": " + Wording.clip(file.group(1));
        }
        return "";
    }

    private static String outcome(String details) {
        Matcher error = ERROR.matcher(details);
        if (!error.find()) {
            return ", successfully";
        }
        String meaning = STATUSES.get(error.group(1));
        return " with the status " + error.group(1) + (meaning == null ? "" : ": " + meaning);
    }
}
