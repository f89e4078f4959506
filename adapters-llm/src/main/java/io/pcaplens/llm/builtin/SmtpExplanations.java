package io.pcaplens.llm.builtin;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SMTP as the dissector summarises it: "C: EHLO host", "C: MAIL From:<a@b> SIZE=1379", "C: RCPT To:<c@d> | DATA"
 * (pipelined commands joined by " | "), "C: DATA fragment, 1386 bytes", "S: 250 Ok: queued as 5CF8324407F",
 * "S: 250-host Hello … | SIZE 32728640 | STARTTLS | PIPELINING" (a multi-line reply's lines joined by " | ").
 */
final class SmtpExplanations implements ProtocolExplanations {

    private static final Pattern CLIENT = Pattern.compile("^C: (.*)$");
    private static final Pattern SERVER = Pattern.compile("^S: (\\d{3})[- ]?(.*)$");
    private static final Pattern FRAGMENT = Pattern.compile("^DATA fragment, (\\d+) bytes");
    private static final Pattern QUEUED = Pattern.compile("queued as (\\S+)");
    private static final String LINES = " \\| ";

    private static final Map<String, String> COMMANDS = Map.ofEntries(
            Map.entry("HELO", "greets the mail server and names itself"),
            Map.entry("EHLO", "greets the mail server, names itself and asks for its extensions"),
            Map.entry("MAIL", "names the sender of the message"),
            Map.entry("RCPT", "names a recipient of the message"),
            Map.entry("DATA", "announces that the message content follows"),
            Map.entry("BDAT", "sends a chunk of the message content"),
            Map.entry("QUIT", "ends the SMTP session"),
            Map.entry("RSET", "abandons the message in progress"),
            Map.entry("NOOP", "checks that the connection is alive"),
            Map.entry("STARTTLS", "asks to switch the connection to TLS encryption"),
            Map.entry("AUTH", "starts authenticating (the credentials are only base64-encoded unless TLS is on)"),
            Map.entry("VRFY", "asks whether a mailbox exists, which can reveal valid accounts"),
            Map.entry("EXPN", "asks to expand a mailing list, which can reveal valid accounts"));

    private static final Map<Integer, String> REPLIES = Map.ofEntries(
            Map.entry(220, "the mail server is ready"),
            Map.entry(221, "the server closes the connection"),
            Map.entry(235, "the authentication succeeded"),
            Map.entry(250, "the command was accepted"),
            Map.entry(251, "the recipient is not local and the message will be forwarded"),
            Map.entry(334, "the server waits for authentication data"),
            Map.entry(354, "the server is ready to receive the message content"),
            Map.entry(421, "the service is not available and the connection closes"),
            Map.entry(450, "the mailbox is unavailable for now"),
            Map.entry(451, "the server failed locally and the command may be tried again"),
            Map.entry(452, "the server lacks storage for now"),
            Map.entry(500, "the command was not understood"),
            Map.entry(501, "the command's arguments are wrong"),
            Map.entry(502, "the command is not implemented"),
            Map.entry(503, "the commands came in the wrong order"),
            Map.entry(530, "authentication is required"),
            Map.entry(535, "the authentication failed"),
            Map.entry(550, "the mailbox is unavailable (no such user, or rejected by policy)"),
            Map.entry(552, "the message exceeds the storage allowed"),
            Map.entry(553, "the mailbox name is not allowed"),
            Map.entry(554, "the transaction failed"));

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("SMTP")) {
            return Optional.empty();
        }
        String info = step.info();
        Matcher client = CLIENT.matcher(info);
        if (client.matches()) {
            return Optional.of(command(step, Arrays.asList(client.group(1).split(LINES))));
        }
        Matcher server = SERVER.matcher(info);
        if (server.matches()) {
            return Optional.of(reply(step, Integer.parseInt(server.group(1)), server.group(2).split(LINES)));
        }
        return Optional.of(step.sends("an SMTP message"));
    }

    private static String command(StepFacts step, List<String> commands) {
        String first = commands.get(0).strip();
        Matcher fragment = FRAGMENT.matcher(first);
        if (fragment.find()) {
            return step.sender() + " sends " + Wording.bytes(Long.parseLong(fragment.group(1)))
                    + " of the email message content (SMTP DATA). Mail sent this way travels unencrypted.";
        }
        String verb = first.split("\\s+")[0].toUpperCase(Locale.ROOT);
        String doing = COMMANDS.get(verb);
        String sentence = step.sender() + " sends the SMTP command " + Wording.clip(first)
                + (doing == null ? "." : ": it " + doing + ".");
        if (commands.size() > 1) {
            sentence += " It sends " + Wording.clip(String.join(", ", commands.subList(1, commands.size())))
                    + " in the same packet without waiting for a reply (pipelining).";
        }
        return sentence;
    }

    private static String reply(StepFacts step, int code, String[] lines) {
        String text = lines[0].strip();
        String meaning = REPLIES.getOrDefault(code, ReplyCodes.byFirstDigit(code));
        Matcher queued = QUEUED.matcher(text);
        if (code == 250 && queued.find()) {
            meaning = "the server accepted the message for delivery (queued as " + queued.group(1) + ")";
        }
        String sentence = step.sender() + " replies " + code + (text.isEmpty() ? "" : " \"" + Wording.clip(text) + "\"")
                + ": " + meaning + ".";
        if (lines.length > 1) {
            List<String> extensions = Arrays.stream(lines).skip(1).map(String::strip).toList();
            sentence += " It lists the extensions it supports: " + Wording.clip(String.join(", ", extensions)) + ".";
        }
        return sentence;
    }
}
