package io.pcaplens.domain.conversation.query;

import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Whether a {@code matches} pattern is one the query may run: at most {@value #LONGEST} characters, no
 * back-reference ({@code \1}, {@code \k<name>}) and no lookaround ({@code (?=}, {@code (?!}, {@code (?<=},
 * {@code (?<!}), which make a match cost more than a pass over the text, and a pattern
 * {@link java.util.regex.Pattern} compiles. The check errs on the side of refusing.
 */
final class PatternSafety {

    static final int LONGEST = 256;

    private PatternSafety() {
    }

    /** Why the pattern is refused ("unsafe pattern (lookaround `(?=`)"), or empty when it may run. */
    static Optional<String> refusal(String pattern) {
        if (pattern.length() > LONGEST) {
            return Optional.of("unsafe pattern (over " + LONGEST + " characters)");
        }
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) {
                char next = pattern.charAt(i + 1);
                if (next >= '1' && next <= '9' || next == 'k') {
                    return Optional.of("unsafe pattern (back-reference `" + pattern.substring(i, i + 2) + "`)");
                }
                i++;
            } else if (c == '(' && (pattern.startsWith("(?=", i) || pattern.startsWith("(?!", i)
                    || pattern.startsWith("(?<=", i) || pattern.startsWith("(?<!", i))) {
                return Optional.of("unsafe pattern (lookaround `"
                        + pattern.substring(i, pattern.startsWith("(?<", i) ? i + 4 : i + 3) + "`)");
            }
        }
        try {
            Pattern.compile(pattern);
        } catch (PatternSyntaxException e) {
            return Optional.of("bad pattern (" + e.getDescription() + ", Java's regular expressions cannot compile it)");
        }
        return Optional.empty();
    }
}
