package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * WARNING: an off-site address received far more from the network than it did in the previous snapshot: at
 * least {@value #FACTOR} times as many bytes, an address the previous snapshot did not send to counting as
 * zero, and the growth at least {@value #MIN_SHARE_PERCENT} % of everything the network sent off-site in the
 * previous snapshot. The factor says "far beyond its history"; the share keeps the small addresses of every
 * week (a host's one DNS lookup, a few hundred bytes) from reporting each swing. Data leaving to a new host,
 * a tunnel starting to carry traffic and the network's traffic moving to another upstream all show here.
 *
 * <p>Only the previous snapshot is the history, like every rule: recomputing a pair must not depend on other
 * pairs. Not compared when either snapshot's facts were kept from before destinations were recorded, nor
 * when the previous snapshot sent nothing off-site (no history to go beyond).
 */
final class VolumeSurgeRule implements ChangeRule {

    static final long FACTOR = 10;
    static final long MIN_SHARE_PERCENT = 5;

    @Override
    public ChangeType type() {
        return ChangeType.VOLUME_SURGE;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline() || c.previous().destinations() == null || c.current().destinations() == null) {
            return List.of();
        }
        Map<String, Long> before = new TreeMap<>();
        c.previous().destinations().forEach(d -> before.put(d.ip(), d.bytes()));
        long history = before.values().stream().mapToLong(Long::longValue).sum();
        if (history == 0) {
            return List.of();
        }
        List<ChangeEvent> events = new ArrayList<>();
        for (DestinationVolume now : c.current().destinations()) {
            Long then = before.get(now.ip());
            long previous = then == null ? 0 : then;
            long growth = now.bytes() - previous;
            if (now.bytes() >= FACTOR * previous && growth * 100 >= MIN_SHARE_PERCENT * history && growth > 0) {
                events.add(new ChangeEvent(type(), now.ip(), then == null ? null : Long.toString(previous),
                        Long.toString(now.bytes()), ChangeSeverity.WARNING, now.ip() + " received " + now.bytes()
                        + " bytes from the network, " + (then == null ? "none" : Long.toString(previous))
                        + " in the previous snapshot (of " + history + " sent off-site then)"));
            }
        }
        return events;
    }
}
