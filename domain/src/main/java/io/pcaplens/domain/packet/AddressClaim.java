package io.pcaplens.domain.packet;

import java.util.Objects;

/**
 * A frame's own statement that an address belongs to a card on the local segment: the sender of an ARP
 * request or reply, the client a DHCP server acknowledged an address to, or the target of an IPv6 neighbour
 * advertisement. Unlike an IP frame's source MAC, which is the last router's for routed traffic, each names
 * the card that holds the address.
 *
 * @param ip  the address claimed, as the dissector printed it
 * @param mac the card's MAC, as the dissector printed it
 */
public record AddressClaim(Protocol protocol, String ip, String mac) {

    /** The protocol that made the claim. */
    public enum Protocol {
        /** ARP: sender protocol address and sender hardware address. */
        ARP,
        /** A DHCP ACK: the "your" address and the client hardware address. */
        DHCP,
        /** An IPv6 neighbour advertisement: the target address and the target link-layer address option. */
        NDP
    }

    /** The DHCP message type of an ACK (RFC 2132, option 53). */
    static final String DHCP_ACK = "5";

    public AddressClaim {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(mac, "mac");
    }

    /** The claim the frame makes, null when it makes none. */
    static AddressClaim of(PacketFields f) {
        String arpSender = PacketFields.first(f.arpSrcIpv4());
        if (!arpSender.isEmpty()) {
            // the sender hardware address differs from the frame's source only for proxy ARP and crafted frames
            String mac = PacketFields.first(f.arpSrcHwMac());
            return claim(Protocol.ARP, arpSender, mac.isEmpty() ? PacketFields.first(f.ethSrc()) : mac);
        }
        if (DHCP_ACK.equals(PacketFields.first(f.dhcpMessageType()))) {
            return claim(Protocol.DHCP, PacketFields.first(f.dhcpYourIp()), PacketFields.first(f.dhcpClientMac()));
        }
        String target = PacketFields.first(f.ndpTargetAddress());
        if (!target.isEmpty()) {
            return claim(Protocol.NDP, target, PacketFields.first(f.ndpLinkAddress()));
        }
        return null;
    }

    private static AddressClaim claim(Protocol protocol, String ip, String mac) {
        return ip.isEmpty() || mac.isEmpty() ? null : new AddressClaim(protocol, ip, mac);
    }
}
