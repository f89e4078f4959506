package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The email message itself (Internet Message Format) inside SMTP, POP or IMAP, labelled "SMTP/IMF", "POP/IMF":
 * "from: a <b@c>, subject: zip test,  (text/plain) (application/zip)".
 */
final class MailMessageExplanations implements ProtocolExplanations {

    private static final Pattern MESSAGE = Pattern.compile("^from: (.*?), subject: (.*?),(.*)$");
    private static final Pattern PART = Pattern.compile("\\(([\\w.+-]+/[\\w.+-]+)\\)");

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().endsWith("IMF")) {
            return Optional.empty();
        }
        Matcher m = MESSAGE.matcher(step.info());
        if (!m.matches()) {
            return Optional.of(step.sends("more of an email message"));
        }
        List<String> parts = new ArrayList<>();
        Matcher part = PART.matcher(m.group(3));
        while (part.find()) {
            parts.add(part.group(1));
        }
        return Optional.of(step.sender() + " transfers an email message from " + Wording.clip(m.group(1).strip())
                + " with the subject \"" + Wording.clip(m.group(2).strip()) + "\""
                + (parts.isEmpty() ? "" : ", made of " + Wording.list(parts) + " parts") + ". The message travels"
                + " unencrypted.");
    }
}
