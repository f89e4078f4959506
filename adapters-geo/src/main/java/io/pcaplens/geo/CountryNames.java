package io.pcaplens.geo;

import java.util.Locale;

/** English country names from ISO 3166 codes, as the JDK knows them, so no database needs to carry names. */
final class CountryNames {

    private CountryNames() {
    }

    /** What the JDK calls a code it has no country for, besides echoing the code back. */
    private static final String UNKNOWN = "Unknown Region";

    /** The English name, or null for a code the JDK does not know. */
    static String of(String code) {
        if (code == null || code.isBlank()) {
            return null;
        }
        String upper = code.strip().toUpperCase(Locale.ROOT);
        String name = new Locale("", upper).getDisplayCountry(Locale.ENGLISH);
        return name.isBlank() || name.equalsIgnoreCase(upper) || name.equals(UNKNOWN) ? null : name;
    }
}
