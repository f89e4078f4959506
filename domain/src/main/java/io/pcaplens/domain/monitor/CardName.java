package io.pcaplens.domain.monitor;

/** How descriptions name a card: its MAC, with its maker when the snapshot knows it. */
final class CardName {

    private CardName() {
    }

    static String of(String mac, SnapshotFacts facts) {
        String vendor = facts.vendorOf(mac);
        return vendor == null ? mac : mac + " (" + vendor + ")";
    }
}
