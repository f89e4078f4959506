package io.pcaplens.llm.builtin;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * FTP control and data as the dissector summarises them: "Request: USER anonymous", "Response: 331 Guest login
 * ok, …", "Response: 227 Entering Passive Mode (199,233,217,249,221,90)", "FTP Data: 342 bytes (PASV) (LIST)".
 */
final class FtpExplanations implements ProtocolExplanations {

    private static final Pattern REQUEST = Pattern.compile("^Request: (\\S+)\\s*(.*)$");
    private static final Pattern RESPONSE = Pattern.compile("^Response: (\\d{3})([- ]?)(.*)$");
    private static final Pattern HOST_PORT = Pattern.compile("(\\d+),(\\d+),(\\d+),(\\d+),(\\d+),(\\d+)");
    private static final Pattern DATA = Pattern.compile("^FTP Data: (\\d+) bytes(?: \\((?:PASV|PORT|EPSV|EPRT)\\))?"
            + "(?: \\((\\S+)\\s*([^)]*)\\))?");

    /** Commands (RFC 959, 2389, 2428, 3659, 4217) with what they do; "%s" stands for the argument. */
    private static final ClearTextCommands COMMANDS = new ClearTextCommands("FTP", Map.ofEntries(
            Map.entry("USER", "logging in as the user '%s'"),
            Map.entry("ACCT", "giving its account information"),
            Map.entry("CWD", "changing to the directory %s"),
            Map.entry("CDUP", "changing to the parent directory"),
            Map.entry("PWD", "asking for the current directory"),
            Map.entry("SYST", "asking which operating system the server runs"),
            Map.entry("FEAT", "asking which extensions the server supports"),
            Map.entry("TYPE", "setting the transfer type (I for binary, A for text)"),
            Map.entry("PASV", "asking the server to open a port for a passive-mode data connection"),
            Map.entry("EPSV", "asking the server to open a port for an extended passive-mode data connection"),
            Map.entry("PORT", "telling the server where to connect back for an active-mode data connection"),
            Map.entry("EPRT", "telling the server where to connect back for an active-mode data connection"),
            Map.entry("LIST", "asking for a directory listing"),
            Map.entry("NLST", "asking for a list of file names"),
            Map.entry("MLSD", "asking for a machine-readable directory listing"),
            Map.entry("RETR", "downloading the file %s"),
            Map.entry("STOR", "uploading the file %s"),
            Map.entry("APPE", "appending to the file %s"),
            Map.entry("DELE", "deleting the file %s"),
            Map.entry("MKD", "creating the directory %s"),
            Map.entry("RMD", "removing the directory %s"),
            Map.entry("RNFR", "naming the file %s to rename"),
            Map.entry("RNTO", "renaming the file to %s"),
            Map.entry("SIZE", "asking for the size of %s"),
            Map.entry("MDTM", "asking when %s was last modified"),
            Map.entry("REST", "setting the offset to resume a transfer from"),
            Map.entry("AUTH", "asking to protect the control connection with TLS"),
            Map.entry("NOOP", "checking that the connection is alive"),
            Map.entry("QUIT", "ending the FTP session")));

    private static final Map<Integer, String> REPLIES = Map.ofEntries(
            Map.entry(150, "the server is opening the data connection for the transfer"),
            Map.entry(200, "the command succeeded"),
            Map.entry(211, "the server describes its status or features"),
            Map.entry(215, "the server names its operating system"),
            Map.entry(220, "the server is ready for a new user"),
            Map.entry(221, "the server closes the control connection"),
            Map.entry(226, "the transfer completed and the data connection is closed"),
            Map.entry(230, "the login succeeded"),
            Map.entry(250, "the file action completed"),
            Map.entry(257, "the server names a directory"),
            Map.entry(331, "the user name is accepted and a password is needed"),
            Map.entry(350, "the server waits for the next command to complete the action"),
            Map.entry(421, "the service is not available and the connection closes"),
            Map.entry(425, "the data connection could not be opened"),
            Map.entry(426, "the transfer was aborted"),
            Map.entry(450, "the file is busy or unavailable for now"),
            Map.entry(500, "the command was not understood"),
            Map.entry(501, "the command's arguments are wrong"),
            Map.entry(502, "the command is not implemented"),
            Map.entry(530, "the user is not logged in (login failed or required)"),
            Map.entry(550, "the file is unavailable (not found or no permission)"),
            Map.entry(553, "the file name is not allowed"));

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        if (protocol.equals("FTP-DATA")) {
            return Optional.of(data(step));
        }
        if (!protocol.equals("FTP")) {
            return Optional.empty();
        }
        String info = step.info();
        Matcher request = REQUEST.matcher(info);
        if (request.matches()) {
            return Optional.of(COMMANDS.explain(step, request.group(1), request.group(2)));
        }
        Matcher response = RESPONSE.matcher(info);
        if (response.matches()) {
            return Optional.of(reply(step, Integer.parseInt(response.group(1)), response.group(2).equals("-"),
                    response.group(3).strip()));
        }
        if (info.startsWith("Response:")) {
            return Optional.of(step.sender() + " sends more lines of a multi-line FTP reply.");
        }
        return Optional.of(step.sends("an FTP message"));
    }

    private static String reply(StepFacts step, int code, boolean continued, String text) {
        String meaning = REPLIES.getOrDefault(code, ReplyCodes.byFirstDigit(code));
        Matcher address = HOST_PORT.matcher(text);
        if (code == 227 && address.find()) {
            int port = Integer.parseInt(address.group(5)) * 256 + Integer.parseInt(address.group(6));
            return step.sender() + " replies 227: it enters passive mode and waits for the data connection on "
                    + address.group(1) + "." + address.group(2) + "." + address.group(3) + "." + address.group(4)
                    + " port " + port + ".";
        }
        return step.sender() + " replies " + code + (text.isEmpty() ? "" : " \"" + Wording.clip(text) + "\"") + ": "
                + meaning + (continued ? " (the reply continues over several lines)" : "") + ".";
    }

    private static String data(StepFacts step) {
        Matcher m = DATA.matcher(step.info());
        if (!m.find()) {
            return step.sender() + " sends " + Wording.bytes(step.size()) + " over the FTP data connection.";
        }
        String command = m.group(2) == null ? "" : m.group(2).toUpperCase(Locale.ROOT);
        String argument = m.group(3) == null ? "" : m.group(3).strip();
        String what;
        if (command.equals("LIST") || command.equals("NLST") || command.equals("MLSD")) {
            what = ": part of a directory listing";
        } else if (command.equals("RETR")) {
            what = ": part of the file " + argument + " being downloaded";
        } else if (command.equals("STOR") || command.equals("APPE")) {
            what = ": part of the file " + argument + " being uploaded";
        } else {
            what = "";
        }
        return step.sender() + " sends " + Wording.bytes(Long.parseLong(m.group(1))) + " over the FTP data"
                + " connection" + what + ". FTP data travels unencrypted.";
    }
}
