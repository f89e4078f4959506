package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * A rule over one list of the facts (applications, services, risks …): it reports each value the current
 * snapshot gained, or each value it lost, compared with the previous one. The baseline has nothing to
 * compare with, and neither has a list the facts do not hold (null: the tool that fills it did not run).
 */
abstract class ListChangeRule<T> implements ChangeRule {

    private final boolean gained;

    /** @param gained true to report what the current snapshot has and the previous had not, false the reverse */
    ListChangeRule(boolean gained) {
        this.gained = gained;
    }

    /** The list this rule compares; null when the snapshot does not know it. */
    abstract List<T> values(SnapshotFacts facts);

    abstract ChangeEvent event(T value);

    @Override
    public final List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        List<T> before = values(c.previous());
        List<T> after = values(c.current());
        if (before == null || after == null) {
            return List.of();
        }
        Difference<T> difference = Difference.of(before, after);
        return (gained ? difference.added() : difference.removed()).stream().map(this::event).toList();
    }
}
