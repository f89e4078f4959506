package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.rest.Problem;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FindingListRequestTest {

    @Test
    void theParametersNameTheFilterAndTheOrder() {
        FindingListRequest r = FindingListRequest.parse("Vertical_Scan", "high", "10.0.0.9", "score");
        assertEquals(new FindingFilter(null, FindingKind.VERTICAL_SCAN, FindingSeverity.HIGH, "10.0.0.9"), r.filter());
        assertEquals(FindingSort.SCORE, r.sort());
    }

    @Test
    void noParametersFilterNothingAndSortBySeverity() {
        FindingListRequest r = FindingListRequest.parse(null, "", null, null);
        assertEquals(FindingFilter.ALL, r.filter());
        assertEquals(FindingSort.SEVERITY, r.sort());
    }

    @Test
    void aValueThatNamesNothingIsABadRequestListingTheNames() {
        Problem p = assertThrows(Problem.class, () -> FindingListRequest.parse(null, "urgent", null, null));
        assertEquals(400, p.getResponse().getStatus());
        assertThrows(Problem.class, () -> FindingListRequest.parse("nmap", null, null, null));
        Problem sort = assertThrows(Problem.class, () -> FindingListRequest.parse(null, null, null, "size"));
        assertTrue(sort.getMessage() == null || !sort.getMessage().isEmpty());
    }
}
