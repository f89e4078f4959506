package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SSH before its encryption starts, as the dissector summarises it: "Server: Protocol (SSH-2.0-OpenSSH_5.3)",
 * "Client: Key Exchange Init", "Server: Diffie-Hellman Group Exchange Reply, New Keys". The role before the colon
 * is the dissector's; encrypted packets are explained before this family is asked.
 */
final class SshExplanations implements ProtocolExplanations {

    private static final Pattern ROLE = Pattern.compile("^(Client|Server): (.*)$");
    private static final Pattern BANNER = Pattern.compile("^Protocol \\((SSH-([\\d.]+)-(\\S+).*)\\)$");

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().startsWith("SSH")) {
            return Optional.empty();
        }
        Matcher role = ROLE.matcher(step.info());
        if (!role.matches()) {
            return Optional.of(step.sends(Wording.bytes(step.size()) + " of SSH data"));
        }
        String who = step.sender() + ", the SSH " + role.group(1).toLowerCase(Locale.ROOT) + ",";
        Matcher banner = BANNER.matcher(role.group(2));
        if (banner.matches()) {
            return Optional.of(who + " announces its version: " + banner.group(1) + " (SSH protocol "
                    + banner.group(2) + ", software " + banner.group(3) + "). The banner is sent in clear text"
                    + " before the key exchange.");
        }
        List<String> doings = new ArrayList<>();
        for (String message : InfoParts.of(role.group(2))) {
            doings.add(doing(message));
        }
        return Optional.of(InfoParts.sentences(who, doings));
    }

    private static String doing(String message) {
        if (message.equals("Key Exchange Init")) {
            return "lists the key exchange, encryption and integrity algorithms it supports (key exchange init)";
        }
        if (message.equals("New Keys")) {
            return "switches to the newly agreed keys (New Keys): from here on the session is encrypted";
        }
        if (message.endsWith("Group Exchange Request")) {
            return "asks the server for Diffie-Hellman group parameters";
        }
        if (message.endsWith("Group Exchange Group")) {
            return "sends the Diffie-Hellman group to use";
        }
        if (message.endsWith("Init")) {
            return "sends its public value for the " + message.replace(" Init", "").toLowerCase(Locale.ROOT)
                    .replace("diffie-hellman", "Diffie-Hellman");
        }
        if (message.endsWith("Reply")) {
            return "sends its key exchange value and its signed host key, which the client checks against the"
                    + " host keys it knows";
        }
        return "sends an SSH " + Wording.clip(message) + " message";
    }
}
