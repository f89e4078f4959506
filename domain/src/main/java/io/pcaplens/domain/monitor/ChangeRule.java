package io.pcaplens.domain.monitor;

import java.util.List;

/** Finds one kind of change between two snapshots' facts. */
public interface ChangeRule {

    /** The kind of change this rule reports, and the only one. */
    ChangeType type();

    List<ChangeEvent> detect(Comparison comparison);
}
