package io.pcaplens.domain.monitor;

import io.pcaplens.domain.host.DeviceType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A host known in both snapshots, on the same card, now classified as another kind of device. WARNING when
 * both verdicts are real types: a laptop that starts answering as a router or a server changed its role.
 * INFO when one side is Unknown, which only says the classifier had more or less to go on that week.
 * A different card on the address is another device, not a changed one: the binding rules report it.
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
            if (then == null || then.deviceType() == now.deviceType() || !sameCard(then, now)) {
                continue;
            }
            boolean bothKnown = then.deviceType() != DeviceType.UNKNOWN && now.deviceType() != DeviceType.UNKNOWN;
            events.add(new ChangeEvent(type(), now.ip(), then.deviceType().label(), now.deviceType().label(),
                    bothKnown ? ChangeSeverity.WARNING : ChangeSeverity.INFO, now.ip() + " changed from "
                    + then.deviceType().label() + " to " + now.deviceType().label()));
        }
        return events;
    }

    /** A card unknown in either snapshot does not make the host another one. */
    private static boolean sameCard(HostFact a, HostFact b) {
        return a.mac() == null || b.mac() == null || a.mac().equals(b.mac());
    }
}
