package io.pcaplens.domain.monitor;

/**
 * What showed that an address belongs to a card. Only evidence from the local segment counts: a frame that
 * crossed a router carries the router's MAC, whatever its IP source.
 */
public enum BindingEvidence {
    /** The card's own ARP request or reply: sender IP and sender MAC. */
    ARP,
    /** A DHCP ACK: the address the server gave ("your" address) to the client's hardware address. */
    DHCP,
    /** An IPv6 neighbour advertisement: the target address with its link-layer address option. */
    NDP,
    /** An IP frame between two hosts of the same subnet, so not forwarded by a router. */
    LOCAL_FRAME
}
