package io.pcaplens.domain.flow;

import java.util.Locale;

/**
 * Spec 2.2, flowRisks: a DPI risk name normalised to lowercase words joined by underscores
 * ("TLS Self-Signed Certificate" → tls_self_signed_certificate).
 */
public final class FlowRisk {

    private FlowRisk() {
    }

    public static String normalise(String name) {
        String words = name.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
        return words.replaceAll("^_+|_+$", "");
    }
}
