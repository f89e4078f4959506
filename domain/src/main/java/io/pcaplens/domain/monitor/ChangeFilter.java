package io.pcaplens.domain.monitor;

import java.util.Set;

/**
 * Which of a network's changes to list (API: {@code .../changes?snapshotId=&type=&severity=&reviewed=&muted=}):
 * each part left empty (null) lets every change through; several values of one part are alternatives.
 *
 * @param snapshotId the snapshot that brought the changes, the later of its pair
 * @param reviewed   reviewed by an analyst or accepted with the baseline ({@link RecordedChange#reviewed()})
 */
public record ChangeFilter(SnapshotId snapshotId, Set<ChangeType> types, Set<ChangeSeverity> severities, Boolean reviewed,
                           Boolean muted) {

    public static final ChangeFilter ALL = new ChangeFilter(null, Set.of(), Set.of(), null, null);

    /** Muted and unmuted changes alike. */
    public ChangeFilter(SnapshotId snapshotId, Set<ChangeType> types, Set<ChangeSeverity> severities, Boolean reviewed) {
        this(snapshotId, types, severities, reviewed, null);
    }

    public ChangeFilter {
        types = types == null ? Set.of() : Set.copyOf(types);
        severities = severities == null ? Set.of() : Set.copyOf(severities);
    }

    public boolean accepts(RecordedChange change) {
        return (snapshotId == null || snapshotId.equals(change.pair().current()))
                && (types.isEmpty() || types.contains(change.event().type()))
                && (severities.isEmpty() || severities.contains(change.event().severity()))
                && (reviewed == null || reviewed == change.reviewed())
                && (muted == null || muted == change.muted());
    }
}
