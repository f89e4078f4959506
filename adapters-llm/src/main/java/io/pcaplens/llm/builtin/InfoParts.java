package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.List;

/**
 * The messages of an Info summary that lists several ("Certificate, Server Hello Done"), split at the commas
 * outside parentheses, so that "Alert (Level: Warning, Description: Unrecognized Name)" stays whole.
 */
final class InfoParts {

    private InfoParts() {
    }

    static List<String> of(String info) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        StringBuilder part = new StringBuilder();
        for (char c : info.toCharArray()) {
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            }
            if (c == ',' && depth == 0) {
                add(parts, part);
                part.setLength(0);
            } else {
                part.append(c);
            }
        }
        add(parts, part);
        return parts;
    }

    private static void add(List<String> parts, StringBuilder part) {
        String p = part.toString().strip();
        if (!p.isEmpty()) {
            parts.add(p);
        }
    }

    /**
     * The first message as a sentence about the sender, the others in a second sentence:
     * "X sends its certificate chain. The same packet also signals the end of its hello messages."
     */
    static String sentences(String sender, List<String> doings) {
        String first = sender + " " + doings.get(0) + ".";
        return doings.size() == 1 ? first
                : first + " The same packet also " + Wording.list(doings.subList(1, doings.size())) + ".";
    }
}
