package io.pcaplens.application.hunt;

/**
 * Why a query could not be saved, found or deleted. The one failure type of saved queries, beside the parser's
 * own error for a text that is no query; the REST adapter turns each reason into its status code in one place.
 */
public class SavedQueryRefusal extends Exception {

    public enum Reason {
        UNKNOWN_QUERY,
        /** The owner has a query of that name already: a name must say which query it runs. */
        NAME_TAKEN,
        /** The name or the scope is not acceptable, or the query searches payload across captures. */
        INVALID
    }

    private final Reason reason;

    public SavedQueryRefusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    static SavedQueryRefusal unknown(String name) {
        return new SavedQueryRefusal(Reason.UNKNOWN_QUERY, "there is no saved query named '" + name + "'");
    }

    static SavedQueryRefusal invalid(String message) {
        return new SavedQueryRefusal(Reason.INVALID, message);
    }
}
