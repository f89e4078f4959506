package io.pcaplens.rest;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text about the service's setup with every absolute file path cut to its file name: the system endpoint is read
 * by any caller, and where the service keeps its files on the host is none of theirs.
 */
final class FileNamesOnly {

    /** An absolute path: a "/" at the start or after a space, quote, "=" or "(", up to the next such separator. */
    private static final Pattern PATH = Pattern.compile("(?<=^|[\\s('\"=])(/(?!/)[^\\s()'\",;]*)");

    private FileNamesOnly() {
    }

    static String of(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = PATH.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String path = m.group(1);
            String name = path.endsWith("/") ? path : path.substring(path.lastIndexOf('/') + 1);
            m.appendReplacement(out, Matcher.quoteReplacement(name.isEmpty() ? path : name));
        }
        m.appendTail(out);
        return out.toString();
    }
}
