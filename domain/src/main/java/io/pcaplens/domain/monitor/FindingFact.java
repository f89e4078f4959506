package io.pcaplens.domain.monitor;

import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingSeverity;

import java.util.Comparator;
import java.util.Objects;

/**
 * A finding of the snapshot's capture as change detection compares it: its kind on its acting host, with what
 * the change event borrows from it (severity, title, the finding's id in that capture).
 *
 * @param kind the finding kind's API name, e.g. "vertical_scan"
 * @param host the acting host (the finding's first host); empty when the finding names none
 */
public record FindingFact(String kind, String host, FindingSeverity severity, String findingId, String title) {

    /** Kind, host, then most severe first: the first fact of a (kind, host) pair is the one to report. */
    static final Comparator<FindingFact> ORDER = Comparator.comparing(FindingFact::kind)
            .thenComparing(FindingFact::host).thenComparing(FindingFact::severity)
            .thenComparing(FindingFact::findingId);

    public FindingFact {
        Objects.requireNonNull(kind, "kind");
        host = Objects.requireNonNullElse(host, "");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(findingId, "findingId");
        Objects.requireNonNull(title, "title");
    }

    public static FindingFact of(Finding f) {
        var hosts = f.detection().hosts();
        return new FindingFact(f.kind().apiName(), hosts.isEmpty() ? "" : hosts.get(0), f.severity(),
                f.id().toString(), f.detection().title());
    }

    /** What a later finding must differ in to be new. */
    String pair() {
        return kind + ' ' + host;
    }
}
