package io.pcaplens.domain.host;

/**
 * One signal's vote for a device type: what was observed, as a short sentence for the popup's bullets, and
 * how much it counts.
 */
public record Vote(String text, DeviceType type, int weight) {
}
