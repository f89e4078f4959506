package io.pcaplens.domain.finding;

import java.util.Map;

/**
 * When DNS looks like a tunnel: {@code pcaplens.findings.dns.*}.
 *
 * @param minLabelLength      the least length of a label that can carry data (30: host names rarely need more)
 * @param minEntropy          the least Shannon entropy of such a label, in bits per character (3.5: words and
 *                            host names stay below, encoded data above)
 * @param minLongNames        how many names under one domain must have such a label (10)
 * @param minUniqueSubdomains how many distinct names under one domain a host must ask for (50)
 */
public record DnsMisuseThresholds(int minLabelLength, double minEntropy, int minLongNames, int minUniqueSubdomains) {

    public static final DnsMisuseThresholds DEFAULT = new DnsMisuseThresholds(30, 3.5, 10, 50);

    Map<String, String> parameters() {
        return Map.of("min-label-length", Integer.toString(minLabelLength), "min-entropy", Double.toString(minEntropy),
                "min-long-names", Integer.toString(minLongNames),
                "min-unique-subdomains", Integer.toString(minUniqueSubdomains));
    }
}
