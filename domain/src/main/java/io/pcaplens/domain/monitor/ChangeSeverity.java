package io.pcaplens.domain.monitor;

/**
 * How urgently an analyst should look at a change. A separate scale from the custom rules' four
 * severities: a change is judged by what it may mean for the network, and a rule match is one input to that
 * ({@link RuleMatchAppearedRule} maps one scale to the other).
 */
public enum ChangeSeverity {
    /** Inventory drift: a host, a service or an application came or went. */
    INFO,
    /** A change that breaks policy or widens exposure: a tunnel, a new risk, a new remote-access service. */
    WARNING,
    /** A change that may mean an attack on the network itself: address takeover, a new way out. */
    CRITICAL
}
