package io.pcaplens.domain.monitor;

import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * An address seen on a card in one snapshot, with every kind of local evidence that showed it.
 *
 * @param vendor the card's maker by its MAC, null when unknown
 */
public record Binding(String ip, String mac, Set<BindingEvidence> evidence, String vendor) {

    static final Comparator<Binding> ORDER = Comparator.comparing(Binding::ip).thenComparing(Binding::mac);

    public Binding {
        Objects.requireNonNull(ip, "ip");
        String card = MacAddress.ofCard(mac);
        if (card == null) {
            throw new IllegalArgumentException("not the MAC of one card: " + mac);
        }
        mac = card;
        if (evidence == null || evidence.isEmpty()) {
            throw new IllegalArgumentException("a binding needs evidence");
        }
        // an EnumSet iterates in declaration order, so a stored binding always reads the same
        evidence = Collections.unmodifiableSet(EnumSet.copyOf(evidence));
        vendor = vendor == null || vendor.isBlank() ? null : vendor.strip();
    }

    /** A binding whose card's maker is not known (yet). */
    public Binding(String ip, String mac, Set<BindingEvidence> evidence) {
        this(ip, mac, evidence, null);
    }

    public Binding withVendor(String maker) {
        return new Binding(ip, mac, evidence, maker);
    }
}
