package io.pcaplens.domain.hunt;

/**
 * The name an analyst saves a hunt query under, unique among the queries of one owner. It is also the last
 * segment of the query's address ({@code /queries/{name}}), hence no slash: servers refuse an encoded one in a
 * path. Surrounding blanks are dropped, so that "dns " and "dns" are not two queries.
 */
public record QueryName(String value) {

    /** Long enough for a descriptive name, short enough for a menu entry and an address. */
    public static final int MAX_LENGTH = 100;

    public QueryName {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("a saved query needs a name");
        }
        value = value.strip();
        if (value.codePointCount(0, value.length()) > MAX_LENGTH) {
            throw new IllegalArgumentException("a saved query's name has at most " + MAX_LENGTH + " characters");
        }
        if (value.codePoints().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a saved query's name must not contain control characters");
        }
        if (value.indexOf('/') >= 0) {
            throw new IllegalArgumentException("a saved query's name must not contain '/'");
        }
    }

    @Override
    public String toString() {
        return value;
    }
}
