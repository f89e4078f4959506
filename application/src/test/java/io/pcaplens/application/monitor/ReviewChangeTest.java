package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A review belongs to the change in its network, and stays when the change is found again. */
class ReviewChangeTest {

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId week1 = monitor.capture("2024-01-08T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01"));
    private final CaptureId week2 = monitor.capture("2024-01-15T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01",
            "10.0.1.11=ac:de:48:22:22:02"));
    private final CaptureId week3 = monitor.capture("2024-01-22T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01",
            "10.0.1.11=ac:de:48:22:22:02"));

    private RecordedChange only() {
        List<RecordedChange> all = monitor.changes(network);
        assertEquals(1, all.size(), all.toString());
        return all.get(0);
    }

    @Test
    void aReviewStaysWhenThePairIsComparedAgain() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week3);
        RecordedChange bob = only();
        RecordedChange reviewed = monitor.reviewing.review(network, bob.id(), true, "Bob's new laptop");
        assertEquals(new ChangeReview(true, "Bob's new laptop"), reviewed.review());

        // week 2 goes between: Bob now appears in week 2, the same change, found in another pair
        monitor.adding.add(network, week2);
        RecordedChange moved = only();
        assertNotEquals(bob.pair(), moved.pair());
        assertEquals(new ChangeReview(true, "Bob's new laptop"), moved.review());
    }

    @Test
    void whatTheReviewLeavesOutIsKept() throws Exception {
        monitor.adding.add(network, week1);
        monitor.adding.add(network, week2);
        ChangeId change = only().id();
        monitor.reviewing.review(network, change, true, null);
        assertEquals(new ChangeReview(true, "asked Bob"),
                monitor.reviewing.review(network, change, null, "asked Bob").review());
        assertEquals(new ChangeReview(false, "asked Bob"),
                monitor.reviewing.review(network, change, false, null).review());
    }

    @Test
    void anUnknownChangeIsRefused() {
        assertEquals(Refusal.Reason.UNKNOWN_CHANGE, assertThrows(Refusal.class,
                () -> monitor.reviewing.review(network, new ChangeId(UUID.randomUUID()), true, "")).reason());
    }
}
