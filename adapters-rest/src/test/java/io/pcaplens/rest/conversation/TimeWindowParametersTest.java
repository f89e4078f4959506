package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.TimeWindow;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The window's parameters as the edge reads them; what it refuses is answered as a problem (OverviewIT). */
class TimeWindowParametersTest {

    private static MultivaluedMap<String, String> params(String from, String to) {
        MultivaluedMap<String, String> p = new MultivaluedHashMap<>();
        if (from != null) {
            p.add("from", from);
        }
        if (to != null) {
            p.add("to", to);
        }
        return p;
    }

    @Test
    void instantsWithAnOffsetKeepTheirNanoseconds() {
        TimeWindow w = ConversationFilters.window(params("2014-01-14T17:04:01.819644123Z", "2014-01-14T18:04:02+01:00"));
        assertEquals(1389719041_819644123L, w.fromNanos());
        assertEquals(1389719042_000000000L, w.toNanos(), "the same instant written in another zone");
    }

    @Test
    void absentOrEmptyEndsAreOpen() {
        assertEquals(TimeWindow.ALL, ConversationFilters.window(params(null, null)));
        assertEquals(new TimeWindow(null, 1389719042_000000000L),
                ConversationFilters.window(params("", "2014-01-14T17:04:02Z")));
    }
}
