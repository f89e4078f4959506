package io.pcaplens.domain.conversation.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The catalogue's field names closest to a name it does not know, by edit distance (Levenshtein). */
final class FieldSuggestions {

    private FieldSuggestions() {
    }

    /**
     * The names at the smallest distance from {@code unknown}, in catalogue order, when that distance is small
     * for its length (1 up to 4 characters, 2 up to 8, 3 beyond); otherwise none.
     */
    static List<String> closest(String unknown) {
        String name = unknown.toLowerCase(Locale.ROOT);
        int limit = name.length() <= 4 ? 1 : name.length() <= 8 ? 2 : 3;
        int best = Integer.MAX_VALUE;
        List<String> out = new ArrayList<>();
        for (String candidate : candidates()) {
            int d = distance(name, candidate);
            if (d > limit || d > best) {
                continue;
            }
            if (d < best) {
                best = d;
                out.clear();
            }
            out.add(candidate);
        }
        return out;
    }

    private static List<String> candidates() {
        List<String> names = new ArrayList<>();
        for (QueryField f : QueryField.values()) {
            names.add(f.apiName());
        }
        names.add("ip.addr");
        return names;
    }

    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] t = previous;
            previous = current;
            current = t;
        }
        return previous[b.length()];
    }
}
