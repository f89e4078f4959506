package io.pcaplens.llm.builtin;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * POP3 (labelled POP) as the dissector summarises it: "C: user name", "C: retr 2", "S: +OK …", "S: -ERR …".
 */
final class Pop3Explanations implements ProtocolExplanations {

    private static final Pattern CLIENT = Pattern.compile("^C: (\\S+)\\s*(.*)$");
    private static final Pattern SERVER = Pattern.compile("^S: ([+-]OK|-ERR)\\s*(.*)$");

    /** Commands (RFC 1939, 2449, 2595) with what they do; "%s" stands for the argument. */
    private static final ClearTextCommands COMMANDS = new ClearTextCommands("POP3", Map.ofEntries(
            Map.entry("USER", "logging in as the user %s"),
            Map.entry("STAT", "asking how many messages the mailbox holds"),
            Map.entry("LIST", "asking for the list of messages and their sizes"),
            Map.entry("UIDL", "asking for the unique IDs of the messages"),
            Map.entry("RETR", "downloading message %s"),
            Map.entry("TOP", "asking for the headers of message %s"),
            Map.entry("DELE", "marking message %s for deletion"),
            Map.entry("RSET", "undoing the deletions of this session"),
            Map.entry("NOOP", "checking that the connection is alive"),
            Map.entry("CAPA", "asking which capabilities the server supports"),
            Map.entry("STLS", "asking to switch the connection to TLS encryption"),
            Map.entry("AUTH", "starting to authenticate"),
            Map.entry("APOP", "logging in with a digest of the password"),
            Map.entry("QUIT", "ending the session (messages marked for deletion are deleted)")));

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("POP")) {
            return Optional.empty();
        }
        String info = step.info();
        Matcher client = CLIENT.matcher(info);
        if (client.matches()) {
            return Optional.of(COMMANDS.explain(step, client.group(1), client.group(2)));
        }
        Matcher server = SERVER.matcher(info);
        if (server.matches()) {
            String text = server.group(2).strip();
            boolean ok = server.group(1).equals("+OK");
            return Optional.of(step.sender() + " answers " + server.group(1)
                    + (ok ? ": the command succeeded" : ": the command failed")
                    + (text.isEmpty() ? "." : " (\"" + Wording.clip(text) + "\")."));
        }
        return Optional.of(step.sends("POP3 data"));
    }
}
