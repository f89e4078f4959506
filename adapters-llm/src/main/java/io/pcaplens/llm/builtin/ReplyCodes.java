package io.pcaplens.llm.builtin;

/**
 * The three-digit replies FTP (RFC 959 section 4.2) and SMTP (RFC 5321 section 4.2) share: the first digit
 * says how the command went, whatever the rest of the code.
 */
final class ReplyCodes {

    private ReplyCodes() {
    }

    static String byFirstDigit(int code) {
        switch (code / 100) {
            case 1:
                return "the action is starting and another reply will follow";
            case 2:
                return "the command succeeded";
            case 3:
                return "the server needs more information to go on";
            case 4:
                return "a temporary failure, the command may be tried again later";
            default:
                return "a permanent failure, the command was not carried out";
        }
    }
}
