package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.ArrayList;
import java.util.List;

/**
 * The maker of the host's network card ({@link VendorClass}), read only from a MAC that is the host's own:
 * a host behind a router arrives with the router's MAC. A locally administered MAC that the registry does not
 * know is the randomised address phones use on Wi-Fi.
 */
final class VendorSignal implements DeviceSignal {

    /** Phones randomise their MAC per network, but so do some laptops and virtual machines: a weak hint. */
    static final int RANDOMISED_MAC = 5;

    @Override
    public List<Vote> votes(HostEvidence host) {
        List<Vote> votes = new ArrayList<>();
        if (host.vendor() != null) {
            VendorClass.of(host.vendor()).ifPresent(c -> votes.add(new Vote(
                    "MAC vendor " + host.vendor() + " " + c.why(), c.type(), c.weight())));
        } else if (host.seen().macIsOwn() && locallyAdministered(host.seen().mac())) {
            votes.add(new Vote("Randomised (locally administered) MAC address, as phones use on Wi-Fi",
                    DeviceType.MOBILE, RANDOMISED_MAC));
        }
        return votes;
    }

    static boolean locallyAdministered(String mac) {
        if (mac == null || mac.length() < 2) {
            return false;
        }
        int first = Character.digit(mac.charAt(1), 16);
        return first >= 0 && (first & 0x2) != 0 && (first & 0x1) == 0;
    }
}
