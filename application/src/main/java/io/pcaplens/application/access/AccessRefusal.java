package io.pcaplens.application.access;

/**
 * Why a token could not be created or revoked. The one failure type of token administration; the REST adapter
 * turns each reason into its status code in one place, and the command line prints the message.
 */
public class AccessRefusal extends Exception {

    public enum Reason {
        UNKNOWN_TOKEN,
        /** An active token has that name already: names say who holds a token, so they must not be ambiguous. */
        NAME_IN_USE,
        /** The name or the role is not acceptable. */
        INVALID
    }

    private final Reason reason;

    public AccessRefusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
