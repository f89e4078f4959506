package io.pcaplens.domain.monitor;

import java.util.Objects;

/**
 * An analyst's decision that one kind of change of one entity is noise on this network, such as the device
 * type of a printer that answers differently every week. Its changes are still found and kept (a muted change
 * can be listed and unmuted), but the change list and the timeline's counts leave them out.
 */
public record ChangeMute(ChangeType type, String entity) {

    public ChangeMute {
        Objects.requireNonNull(type, "type");
        if (entity == null || entity.isBlank()) {
            throw new IllegalArgumentException("a mute names the entity whose changes it silences");
        }
    }

    public boolean silences(ChangeEvent event) {
        return event.type() == type && event.entity().equals(entity);
    }
}
