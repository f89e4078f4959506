package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingKind;
import io.pcaplens.domain.finding.FindingSeverity;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.rest.Problem;

import java.util.Arrays;

/**
 * The filters and order of a list of findings from its query parameters: {@code kind} (exact), {@code severity}
 * (the least severity shown), {@code host} (one of the finding's hosts) and {@code sort}; a value that names
 * nothing is a 400.
 */
record FindingListRequest(FindingFilter filter, FindingSort sort) {

    static FindingListRequest parse(String kind, String severity, String host, String sort) {
        FindingKind k = kind == null || kind.isEmpty() ? null : FindingKind.parse(kind).orElseThrow(() ->
                Problem.badRequest("kind must be one of " + names(FindingKind.values()) + ", was '" + kind + "'"));
        FindingSeverity s = severity == null || severity.isEmpty() ? null : FindingSeverity.parse(severity)
                .orElseThrow(() -> Problem.badRequest("severity must be one of " + names(FindingSeverity.values())
                        + ", was '" + severity + "'"));
        FindingSort order = sort == null || sort.isEmpty() ? FindingSort.SEVERITY : FindingSort.parse(sort)
                .orElseThrow(() -> Problem.badRequest("sort must be one of " + names(FindingSort.values())
                        + ", was '" + sort + "'"));
        return new FindingListRequest(new FindingFilter(null, k, s, host == null || host.isEmpty() ? null : host),
                order);
    }

    private static String names(Enum<?>[] values) {
        return String.join(", ", Arrays.stream(values).map(v -> v.name().toLowerCase(java.util.Locale.ROOT)).toList());
    }
}
