package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When DNS looks like a tunnel, or like a host trying generated names: {@code pcaplens.findings.dns.*}.
 *
 * @param minLabelLength       the least length of a label that can carry data (30: host names rarely need more)
 * @param minEntropy           the least Shannon entropy of such a label, in bits per character (3.5: words and
 *                             host names stay below, encoded data above)
 * @param minLongNames         how many names under one domain must have such a label (10)
 * @param minUniqueSubdomains  how many distinct names under one domain a host must ask for (50)
 * @param minDataRecordQueries how many questions for TXT or NULL records (the types tunnels carry data in) stand
 *                             in for the distinct names: with that many, the long names alone make a tunnel (20)
 * @param minNxdomainAnswers   how many "no such name" answers one host must get for an NXDOMAIN burst (20)
 * @param minNxdomainNames     for how many distinct names (15): a host trying names a generator made (DGA)
 */
public record DnsMisuseThresholds(int minLabelLength, double minEntropy, int minLongNames, int minUniqueSubdomains,
                                  int minDataRecordQueries, int minNxdomainAnswers, int minNxdomainNames) {

    public static final DnsMisuseThresholds DEFAULT = new DnsMisuseThresholds(30, 3.5, 10, 50, 20, 20, 15);

    public DnsMisuseThresholds {
        if (minNxdomainNames > io.pcaplens.domain.conversation.DnsAnswers.MAX_FAILED_NAMES) {
            throw new IllegalArgumentException("min-nxdomain-names is at most "
                    + io.pcaplens.domain.conversation.DnsAnswers.MAX_FAILED_NAMES + ", the names a row keeps");
        }
    }

    Map<String, String> parameters() {
        return Map.of("min-label-length", Integer.toString(minLabelLength), "min-entropy", Double.toString(minEntropy),
                "min-long-names", Integer.toString(minLongNames),
                "min-unique-subdomains", Integer.toString(minUniqueSubdomains),
                "min-data-record-queries", Integer.toString(minDataRecordQueries),
                "min-nxdomain-answers", Integer.toString(minNxdomainAnswers),
                "min-nxdomain-names", Integer.toString(minNxdomainNames));
    }
}
