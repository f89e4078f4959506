package io.pcaplens.rest.monitor;

import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.RecordedChange;

/**
 * A change as the API shows it. {@code fromSnapshotId} is absent for the first snapshot, {@code before} and
 * {@code after} when the change has no value on that side. {@code reviewed} is true for a change an analyst
 * reviewed and for one {@code accepted} with the network's baseline (its snapshot is the baseline or before it);
 * {@code muted} when its type is muted for its entity.
 */
public record ChangeBody(String id, String fromSnapshotId, String toSnapshotId, String type, String entity,
                         String description, String before, String after, String severity, boolean reviewed,
                         String notes, boolean muted, boolean accepted) {

    static ChangeBody from(RecordedChange c) {
        ChangeEvent e = c.event();
        return new ChangeBody(c.id().toString(), c.pair().previous() == null ? null : c.pair().previous().toString(),
                c.pair().current().toString(), e.type().name(), e.entity(), e.description(), e.before(), e.after(),
                e.severity().name(), c.reviewed(), c.review().notes(), c.muted(), c.accepted());
    }
}
