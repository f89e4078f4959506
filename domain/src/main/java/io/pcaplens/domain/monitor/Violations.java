package io.pcaplens.domain.monitor;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What in one snapshot breaks policy or threatens the network, whether it is new that week or went on from
 * the weeks before: every fact that its change rule rates WARNING or CRITICAL when it appears (a tunnel, a
 * remote-access service, a DPI risk, a custom rule's match, an IDS alert, an address on two cards).
 *
 * <p>The change list tells what each snapshot brought. A week whose violations all went on from the week
 * before brings no new ones, and a week where they stop brings only INFO "gone" changes; the timeline shows
 * these standing violations too, so that a peak and a drop can be seen. They are found by comparing the
 * snapshot with a network that had nothing, so a fact counts exactly as its rule would judge it.
 */
public final class Violations {

    /** A network before its first capture; IDS alerts are an empty list so that a snapshot's own alerts count. */
    private static final SnapshotFacts NOTHING = new SnapshotFacts(List.of(), List.of(), List.of(), List.of(),
            List.of(), null, null, List.of(), List.of(), List.of(), List.of(), List.of(), TrafficSummary.NONE);
    private static final ChangeDetector DETECTOR = ChangeDetector.standard();

    private Violations() {
    }

    /** The snapshot's violations, most severe first, worded as the changes that would report them. */
    public static List<ChangeEvent> of(SnapshotFacts facts) {
        return DETECTOR.detect(new Comparison(NOTHING, facts)).stream()
                .filter(e -> e.severity() != ChangeSeverity.INFO)
                .toList();
    }

    /** How many of each severity: WARNING and CRITICAL, zeros included. */
    public static Map<ChangeSeverity, Integer> counted(SnapshotFacts facts) {
        return counted(of(facts));
    }

    static Map<ChangeSeverity, Integer> counted(List<ChangeEvent> violations) {
        Map<ChangeSeverity, Integer> counts = new EnumMap<>(ChangeSeverity.class);
        violations.forEach(v -> counts.merge(v.severity(), 1, Integer::sum));
        return normalized(counts);
    }

    /** WARNING and CRITICAL counts, zeros included, whatever the map held. */
    static Map<ChangeSeverity, Integer> normalized(Map<ChangeSeverity, Integer> counts) {
        Map<ChangeSeverity, Integer> all = new EnumMap<>(ChangeSeverity.class);
        for (ChangeSeverity s : List.of(ChangeSeverity.WARNING, ChangeSeverity.CRITICAL)) {
            all.put(s, counts == null ? 0 : counts.getOrDefault(s, 0));
        }
        return Collections.unmodifiableMap(all);
    }
}
