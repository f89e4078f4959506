package io.pcaplens.domain.capture;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Absolute paths in what tools and the JVM say about a failure (a work file under the data directory, a
 * rules file) are the server's business: the file record is read by every user, so a reason names a file
 * by its name only. The log keeps the whole message for the operator.
 */
public final class ServerPaths {

    /**
     * A slash that starts a word (not one inside a URL, a ratio or "TCP/IP"), at least one directory, and the
     * rest up to a space, quote, bracket or punctuation that ends a path in a sentence.
     */
    private static final Pattern ABSOLUTE = Pattern.compile(
            "(?<![\\w.:/~-])/(?:[^\\s/'\"()\\[\\]<>:,;]+/)+([^\\s/'\"()\\[\\]<>:,;]*)");

    private ServerPaths() {
    }

    /** The text with every absolute path cut to its last part (a directory's whole path to "a directory"). */
    public static String hidden(String text) {
        Matcher m = ABSOLUTE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String last = m.group(1);
            m.appendReplacement(out, Matcher.quoteReplacement(last.isEmpty() ? "a directory" : last));
        }
        m.appendTail(out);
        return out.toString();
    }
}
