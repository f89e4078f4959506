package io.pcaplens.llm.builtin;

import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.NarrativeSubject;
import io.pcaplens.domain.finding.NarrativeText;
import io.pcaplens.domain.finding.port.FindingNarrator;

import java.util.ArrayList;
import java.util.List;

/**
 * The summary written without a language model: how many findings of each severity, then one sentence per
 * finding given, in the order given, from its own kind, severity, title and evidence count. It says nothing the
 * findings do not, and says when a detector failed, since then "nothing found" is not the whole story.
 */
public final class BuiltinNarrator implements FindingNarrator {

    @Override
    public NarrativeText narrate(NarrativeSubject subject) {
        return NarrativeText.builtIn(text(subject));
    }

    /** The built-in text of the subject, for a narrator that stands in for a model. */
    public String text(NarrativeSubject subject) {
        List<String> sentences = new ArrayList<>();
        if (subject.total() == 0) {
            sentences.add(subject.runs().isEmpty()
                    ? "No detector ran on this capture; analysing it again runs them."
                    : "The detectors found nothing in this capture that deserves a look.");
        } else {
            sentences.add("This capture has " + count(subject.total(), "finding") + ": " + bySeverity(subject) + ".");
            if (subject.total() > subject.findings().size()) {
                sentences.add("The " + subject.findings().size() + " most severe:");
            }
            for (Finding f : subject.findings()) {
                sentences.add(sentence(f));
            }
        }
        List<String> failed = subject.runs().stream().filter(r -> r.status() == DetectorRun.Status.FAILED)
                .map(DetectorRun::detector).toList();
        if (!failed.isEmpty()) {
            sentences.add("The " + list(failed) + (failed.size() == 1 ? " detector" : " detectors")
                    + " failed, so findings of " + (failed.size() == 1 ? "its" : "their") + " kinds may be missing.");
        }
        return String.join("\n", sentences);
    }

    /** "Vertical scan (high): 10.0.0.9 scanned 20 ports of 10.0.0.1, in 20 conversations." */
    private static String sentence(Finding f) {
        int evidence = f.detection().conversationIds().size();
        return kind(f.kind()) + " (" + f.severity().apiName() + "): " + f.detection().title() + ", in "
                + count(evidence, "conversation") + ".";
    }

    /** "1 critical, 2 high and 1 medium", most severe first. */
    private static String bySeverity(NarrativeSubject subject) {
        List<String> parts = new ArrayList<>();
        subject.bySeverity().forEach((severity, n) -> parts.add(n + " " + severity.apiName()));
        return list(parts);
    }

    static String kind(FindingKind kind) {
        return switch (kind) {
            case BEACONING -> "Beaconing";
            case VERTICAL_SCAN -> "Vertical scan";
            case HORIZONTAL_SCAN -> "Horizontal scan";
            case LONG_CONNECTION -> "Long connection";
            case EXFILTRATION -> "Exfiltration";
            case TLS_EXPIRED_CERTIFICATE -> "Expired TLS certificate";
            case TLS_SELF_SIGNED -> "Self-signed TLS certificate";
            case TLS_NO_SNI -> "TLS without a server name";
            case PROTOCOL_MISMATCH -> "Protocol mismatch";
            case IDS_ALERT -> "IDS alert";
            case CUSTOM_RULE -> "Custom rule";
            case DNS_TUNNEL -> "DNS tunnel";
            case DNS_NONSTANDARD_PORT -> "DNS on a nonstandard port";
            case DNS_NXDOMAIN_BURST -> "NXDOMAIN burst";
            case ICMP_TUNNEL -> "ICMP tunnel";
            case TOR -> "Tor";
            case TLS_NOT_YET_VALID -> "TLS certificate not yet valid";
            case TLS_NAME_MISMATCH -> "TLS certificate for other names";
            case TLS_OLD_VERSION -> "Old TLS version";
            case TLS_RARE_FINGERPRINT -> "Rare TLS client fingerprint";
            case CLEARTEXT_CREDENTIALS -> "Cleartext credentials";
        };
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** "a", "a and b", "a, b and c". */
    private static String list(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
