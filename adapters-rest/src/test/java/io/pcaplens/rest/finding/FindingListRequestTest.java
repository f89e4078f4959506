package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    // a value that names nothing is a 400 problem: a Problem needs the JAX-RS runtime, so FindingsIT shows it
}
