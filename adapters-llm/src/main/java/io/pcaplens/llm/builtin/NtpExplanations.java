package io.pcaplens.llm.builtin;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** NTP as the dissector summarises it: "NTP Version 4, client", "NTP Version 4, server". */
final class NtpExplanations implements ProtocolExplanations {

    private static final Pattern MODE = Pattern.compile("^NTP Version (\\d), (.+)$");

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("NTP")) {
            return Optional.empty();
        }
        Matcher m = MODE.matcher(step.info());
        if (!m.matches()) {
            return Optional.of(step.sends("an NTP time synchronisation message"));
        }
        String version = "NTP version " + m.group(1);
        String who = step.sender();
        switch (m.group(2).strip()) {
            case "client":
                return Optional.of(who + " asks " + step.receiver() + " for the current time (" + version
                        + " client request), to set its clock.");
            case "server":
                return Optional.of(who + " answers as a time server with its current time (" + version
                        + " server reply); the client uses it to set its clock.");
            case "broadcast":
                return Optional.of(who + " broadcasts the current time to the network (" + version + ").");
            case "symmetric active":
            case "symmetric passive":
                return Optional.of(who + " exchanges time with a peer server so that both stay in step (" + version
                        + ", symmetric mode).");
            case "control":
                return Optional.of(who + " sends an NTP control message (mode 6), used to query or manage a time"
                        + " server (" + version + ").");
            case "reserved for private use":
            case "private":
                return Optional.of(who + " sends an NTP private-mode message (mode 7), the mode of the monlist"
                        + " query that has been abused for traffic amplification (" + version + ").");
            default:
                return Optional.of(step.sends("an " + version + " message in the " + m.group(2).strip() + " mode"));
        }
    }
}
