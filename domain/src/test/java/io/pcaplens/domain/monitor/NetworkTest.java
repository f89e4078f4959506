package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class NetworkTest {

    @Test
    void needsANameAndKeepsItsIdWhenRenamed() {
        Network office = Network.named(" Office ", null);

        assertEquals("Office", office.name());
        assertEquals("", office.description());
        Network renamed = office.renamed("Head office").describedAs("3rd floor");
        assertEquals(office.id(), renamed.id());
        assertEquals("Head office", renamed.name());
        assertEquals("3rd floor", renamed.description());
        assertThrows(IllegalArgumentException.class, () -> Network.named("  ", "x"));
    }
}
