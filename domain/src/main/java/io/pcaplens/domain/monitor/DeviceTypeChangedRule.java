package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * WARNING: a host known in both snapshots, on the same card, classified as one kind of device before and as
 * another now: a laptop that starts answering as a router or a server changed its role. Both verdicts must
 * be types. Unknown is none: a host that was a laptop and is Unknown this week only sent less that showed
 * what it is (the office series loses the only signal of about 30 laptops a week that way), so gaining or
 * losing a verdict is no change. A different card on the address is another device, not a changed one: the
 * binding rules report it.
 */
final class DeviceTypeChangedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.DEVICE_TYPE_CHANGED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, HostFact> before = c.previous().hostsByIp();
        List<ChangeEvent> events = new ArrayList<>();
        for (HostFact now : c.current().hostsByIp().values()) {
            HostFact then = before.get(now.ip());
            if (then == null || then.deviceType() == now.deviceType() || !sameCard(then, now)
                    || then.deviceType() == DeviceType.UNKNOWN || now.deviceType() == DeviceType.UNKNOWN) {
                continue;
            }
            events.add(new ChangeEvent(type(), now.ip(), then.deviceType().label(), now.deviceType().label(),
                    ChangeSeverity.WARNING, now.ip() + " changed from "
                    + then.deviceType().label() + " to " + now.deviceType().label()));
        }
        return events;
    }

    /** A card unknown in either snapshot does not make the host another one. */
    private static boolean sameCard(HostFact a, HostFact b) {
        return a.mac() == null || b.mac() == null || a.mac().equals(b.mac());
    }
}
