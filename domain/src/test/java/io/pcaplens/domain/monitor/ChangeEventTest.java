package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Reviews and notes stay attached to an event across recomputation by its identity. */
class ChangeEventTest {

    private static ChangeEvent upstream(String before, String after, ChangeSeverity severity, String text) {
        return new ChangeEvent(ChangeType.UPSTREAM_CHANGED, "upstream", before, after, severity, text);
    }

    @Test
    void theSameChangeFoundAgainHasTheSameIdentityWhateverItsWording() {
        ChangeEvent first = upstream("203.0.113.1", "198.51.100.1", ChangeSeverity.CRITICAL, "changed");
        ChangeEvent again = upstream("203.0.113.1", "198.51.100.1", ChangeSeverity.WARNING, "changed, reworded");

        assertEquals(first.identity(), again.identity());
    }

    @Test
    void anyOtherTypeEntityBeforeOrAfterIsAnotherChange() {
        ChangeEvent base = upstream("203.0.113.1", "198.51.100.1", ChangeSeverity.CRITICAL, "x");

        assertNotEquals(base.identity(), upstream("198.51.100.1", "203.0.113.1", ChangeSeverity.CRITICAL, "x").identity());
        assertNotEquals(base.identity(), upstream("203.0.113.1", null, ChangeSeverity.INFO, "x").identity());
        assertNotEquals(upstream(null, "a", ChangeSeverity.INFO, "x").identity(),
                upstream("", "a", ChangeSeverity.INFO, "x").identity());
        assertNotEquals(base.identity(), new ChangeEvent(ChangeType.GATEWAY_CHANGED, "upstream", "203.0.113.1",
                "198.51.100.1", ChangeSeverity.CRITICAL, "x").identity());
    }
}
