package io.pcaplens.domain.monitor;

/** How descriptions name a card: its MAC, with its maker when the snapshot knows it. */
final class CardName {

    private CardName() {
    }

    static String of(String mac, SnapshotFacts facts) {
        HostFact owner = facts.hostWithMac(mac);
        return owner == null || owner.vendor() == null || owner.vendor().isBlank()
                ? mac : mac + " (" + owner.vendor() + ")";
    }
}
