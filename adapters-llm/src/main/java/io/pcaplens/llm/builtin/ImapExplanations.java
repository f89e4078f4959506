package io.pcaplens.llm.builtin;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * IMAP as the dissector summarises it: "Request: a001 LOGIN user pass", "Response: a001 OK LOGIN completed",
 * "Response: * OK server ready" (untagged). Credentials of a LOGIN are never repeated.
 */
final class ImapExplanations implements ProtocolExplanations {

    private static final Pattern REQUEST = Pattern.compile("^Request: (\\S+) (\\S+)\\s*(.*)$");
    private static final Pattern RESPONSE = Pattern.compile("^Response: (\\S+) (\\S+)\\s*(.*)$");

    /** Commands (RFC 9051) with what they do. */
    private static final Map<String, String> COMMANDS = Map.ofEntries(
            Map.entry("CAPABILITY", "asks which capabilities the server supports"),
            Map.entry("STARTTLS", "asks to switch the connection to TLS encryption"),
            Map.entry("AUTHENTICATE", "starts to authenticate"),
            Map.entry("SELECT", "opens a mailbox"),
            Map.entry("EXAMINE", "opens a mailbox read-only"),
            Map.entry("CREATE", "creates a mailbox"),
            Map.entry("DELETE", "deletes a mailbox"),
            Map.entry("LIST", "lists mailboxes"),
            Map.entry("LSUB", "lists subscribed mailboxes"),
            Map.entry("STATUS", "asks for a mailbox's status"),
            Map.entry("APPEND", "adds a message to a mailbox"),
            Map.entry("FETCH", "fetches messages or parts of them"),
            Map.entry("SEARCH", "searches for messages"),
            Map.entry("STORE", "changes the flags of messages"),
            Map.entry("COPY", "copies messages to another mailbox"),
            Map.entry("MOVE", "moves messages to another mailbox"),
            Map.entry("EXPUNGE", "permanently removes the messages marked as deleted"),
            Map.entry("CLOSE", "closes the mailbox"),
            Map.entry("IDLE", "waits for the server to report new mail"),
            Map.entry("NOOP", "checks that the connection is alive"),
            Map.entry("LOGOUT", "ends the session"));

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("IMAP")) {
            return Optional.empty();
        }
        String info = step.info();
        Matcher request = REQUEST.matcher(info);
        if (request.matches()) {
            String command = request.group(2).toUpperCase(Locale.ROOT);
            String[] args = request.group(3).strip().split("\\s+");
            if (command.equals("UID") && !args[0].isEmpty()) {
                command = args[0].toUpperCase(Locale.ROOT);
            }
            if (command.equals("LOGIN")) {
                String user = args[0].isEmpty() ? "" : " as " + Wording.clip(args[0]);
                return Optional.of(step.sender() + " logs in to the IMAP server" + user + " (command tag "
                        + request.group(1) + "). " + ClearTextCommands.PASSWORD_IN_CLEAR);
            }
            String doing = COMMANDS.get(command);
            return Optional.of(step.sender() + " sends the IMAP command " + command + " (tag " + request.group(1) + ")"
                    + (doing == null ? "." : ": it " + doing + "."));
        }
        Matcher response = RESPONSE.matcher(info);
        if (response.matches()) {
            String tag = response.group(1);
            String status = response.group(2).toUpperCase(Locale.ROOT);
            String text = response.group(3).strip();
            String quoted = text.isEmpty() ? "" : " (\"" + Wording.clip(text) + "\")";
            if (tag.equals("*") || tag.equals("+")) {
                return Optional.of(step.sender() + " sends " + (tag.equals("+") ? "a continuation request"
                        : "untagged data") + " to the IMAP client: " + Wording.clip(response.group(2) + " " + text)
                        + ".");
            }
            String outcome = status.equals("OK") ? "the command succeeded"
                    : status.equals("NO") ? "the command failed" : status.equals("BAD")
                    ? "the command was invalid" : "the command's outcome is " + status;
            return Optional.of(step.sender() + " answers the IMAP command tagged " + tag + " with " + status + ": "
                    + outcome + quoted + ".");
        }
        return Optional.of(step.sends("IMAP data"));
    }
}
