package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * An address that two or more cards claimed within one snapshot: ARP spoofing, a shadow device on a
 * colleague's address, or two sites with overlapping address plans seen from one capture point.
 *
 * @param macs sorted, at least two
 */
public record ContestedAddress(String ip, List<String> macs) {

    public ContestedAddress {
        macs = List.copyOf(macs);
        if (macs.size() < 2) {
            throw new IllegalArgumentException("an address is contested by two cards or more");
        }
    }
}
