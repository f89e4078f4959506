package io.pcaplens.domain.access;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * What a caller may do when authentication is on. Each role includes the ones below it: an admin is also an
 * analyst, an analyst also a viewer.
 */
public enum Role {
    /** Reads everything: files, conversations, the tracer's steps, the monitor. */
    VIEWER,
    /**
     * Changes things and spends resources: uploads, deletions, rule runs, monitor edits and reviews, and the
     * tracer's explanations, which may ask a paid or remote language model.
     */
    ANALYST,
    /** Manages the API tokens. */
    ADMIN;

    /** The role's name as configuration, tokens and the container know it: {@code viewer}, {@code analyst}, {@code admin}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a caller with this role may do what {@code required} allows. */
    public boolean includes(Role required) {
        return compareTo(required) >= 0;
    }

    /** This role and every role it includes. */
    public Set<Role> granted() {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        for (Role r : values()) {
            if (includes(r)) {
                roles.add(r);
            }
        }
        return roles;
    }

    /** A role by its label, in any letter case. */
    public static Role of(String label) {
        if (label != null) {
            for (Role r : values()) {
                if (r.label().equalsIgnoreCase(label.strip())) {
                    return r;
                }
            }
        }
        throw new IllegalArgumentException("unknown role '" + label + "': use viewer, analyst or admin");
    }
}
