package io.pcaplens.llm.builtin;

import java.util.Locale;
import java.util.Map;

/**
 * The command lines of a clear-text protocol (FTP, POP3): the command with its argument and what it does. A
 * password is never repeated, only said to be readable on the wire.
 */
final class ClearTextCommands {

    static final String PASSWORD_IN_CLEAR = "The password travels in clear text, readable by anyone who sees this"
            + " traffic.";

    private final String protocol;
    /** What each command does, as a phrase after a comma; "%s" stands for the argument. */
    private final Map<String, String> doings;

    ClearTextCommands(String protocol, Map<String, String> doings) {
        this.protocol = protocol;
        this.doings = doings;
    }

    String explain(StepFacts step, String command, String argument) {
        String verb = command.toUpperCase(Locale.ROOT);
        String arg = argument.strip();
        if (verb.equals("PASS")) {
            return step.sender() + " sends the " + protocol + " command PASS with the password. " + PASSWORD_IN_CLEAR;
        }
        String line = Wording.clip(arg.isEmpty() ? verb : verb + " " + arg);
        String doing = doings.get(verb);
        return step.sender() + " sends the " + protocol + " command " + line
                + (doing == null ? "." : ", " + String.format(doing, Wording.clip(arg)) + ".");
    }
}
