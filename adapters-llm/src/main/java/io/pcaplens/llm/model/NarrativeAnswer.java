package io.pcaplens.llm.model;

/**
 * The summary in a model's reply: its text, trimmed, without a code fence around it, control characters or
 * runs of blank lines, and cut at a length a summary of a few sentences never reaches. The text is shown as text
 * (never as markup), and it names no finding the service holds to: the findings a narrative summarises are the
 * ones it was given.
 */
final class NarrativeAnswer {

    /** Six sentences take well under this; more is the model rambling. */
    static final int MAX_TEXT = 2000;

    private NarrativeAnswer() {
    }

    /** The summary's text; null when the reply holds none. */
    static String read(String reply) {
        if (reply == null) {
            return null;
        }
        String text = reply.strip();
        if (text.startsWith("```")) {
            int firstLine = text.indexOf('\n');
            text = firstLine < 0 ? "" : text.substring(firstLine + 1);
            if (text.endsWith("```")) {
                text = text.substring(0, text.length() - 3);
            }
        }
        text = text.replace("\r\n", "\n")
                .replaceAll("[\\p{Cntrl}&&[^\\n\\t]]", "")
                .replaceAll("[ \\t]+", " ")
                .replaceAll(" *\\n *", "\n")
                .replaceAll("\\n{3,}", "\n\n")
                .strip();
        if (text.isEmpty()) {
            return null;
        }
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 1) + "…";
    }
}
