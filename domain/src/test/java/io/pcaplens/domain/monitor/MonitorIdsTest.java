package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MonitorIdsTest {

    private static final UUID SOME = UUID.fromString("0a6e1a0c-5b7f-4c1d-9e2a-3f4b5c6d7e8f");

    private static final List<Function<String, Optional<?>>> PARSERS =
            List.of(NetworkId::parse, SnapshotId::parse, ChangeId::parse);

    @Test
    void aCanonicalUuidInAnyLetterCaseNamesOneId() {
        String upper = "0A6E1A0C-5B7F-4C1D-9E2A-3F4B5C6D7E8F";
        assertEquals(Optional.of(new NetworkId(SOME)), NetworkId.parse(upper));
        assertEquals(Optional.of(new SnapshotId(SOME)), SnapshotId.parse(upper));
        assertEquals(Optional.of(new ChangeId(SOME)), ChangeId.parse(upper));
    }

    @Test
    void anIdIsWrittenAsItsUuid() {
        // the API's bodies and the stored change ids are built from this text
        assertEquals(SOME.toString(), new NetworkId(SOME).toString());
        assertEquals(SOME.toString(), new SnapshotId(SOME).toString());
        assertEquals(SOME.toString(), new ChangeId(SOME).toString());
    }

    @Test
    void anythingElseIsNoId() {
        for (Function<String, Optional<?>> parse : PARSERS) {
            assertEquals(Optional.empty(), parse.apply("1-2-3-4-5"), "UUID.fromString would take it");
            assertEquals(Optional.empty(), parse.apply("some-id"));
            assertEquals(Optional.empty(), parse.apply(" " + SOME));
            assertEquals(Optional.empty(), parse.apply(""));
            assertEquals(Optional.empty(), parse.apply(null));
        }
        assertThrows(NullPointerException.class, () -> new NetworkId(null));
        assertThrows(NullPointerException.class, () -> new SnapshotId(null));
        assertThrows(NullPointerException.class, () -> new ChangeId(null));
    }

    @Test
    void snapshotIdsAreOrderedLikeTheirUuids() {
        UUID low = new UUID(1, 2);
        UUID high = new UUID(1, 3);
        assertTrue(new SnapshotId(low).compareTo(new SnapshotId(high)) < 0);
        assertEquals(low.compareTo(high), new SnapshotId(low).compareTo(new SnapshotId(high)));
    }
}
