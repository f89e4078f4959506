package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;

import java.util.Comparator;
import java.util.Objects;

/**
 * One of the network's own hosts as a snapshot saw it: its address, its card's MAC and maker when local
 * evidence gave them, and its device type. A host that spoke only at layer 2 (a switch sending STP or LLDP)
 * has a MAC and no address. Peers beyond the router are not hosts of the network; they show as services,
 * the upstream peer and countries.
 *
 * @param ip     null for a host seen at layer 2 only
 * @param mac    lower case; null when no local evidence bound the address to a card
 * @param vendor the MAC's maker, null when unknown
 */
public record HostFact(String ip, String mac, DeviceType deviceType, String vendor) {

    static final Comparator<HostFact> ORDER = Comparator.comparing(HostFact::ip,
                    Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(HostFact::mac, Comparator.nullsLast(Comparator.naturalOrder()));

    public HostFact {
        mac = mac == null ? null : MacAddress.ofCard(mac);
        if (ip == null && mac == null) {
            throw new IllegalArgumentException("a host needs an address or a MAC");
        }
        deviceType = Objects.requireNonNullElse(deviceType, DeviceType.UNKNOWN);
    }

    /** How events name the host: its address, else its MAC. */
    public String entity() {
        return ip != null ? ip : mac;
    }

    /** "dc:a6:32:55:55:05, Raspberry Pi Trading, Laptop/Desktop" for descriptions. */
    String portrait() {
        StringBuilder s = new StringBuilder(mac == null ? "MAC unknown" : mac);
        if (vendor != null && !vendor.isBlank()) {
            s.append(", ").append(vendor);
        }
        return s.append(", ").append(deviceType.label()).toString();
    }
}
