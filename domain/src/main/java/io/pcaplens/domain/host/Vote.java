package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;

/**
 * One signal's vote for a device type: what was observed, as a short sentence for the popup's bullets, and
 * how much it counts.
 */
public record Vote(String text, DeviceType type, int weight) {
}
