package io.pcaplens.domain.monitor;

/**
 * The local default gateway: the card that frames to off-site addresses were sent to, and the address
 * that card claims on the local segment.
 *
 * @param ip null when the card never showed its own address by local evidence
 */
public record LocalGateway(String mac, String ip) {

    public LocalGateway {
        String card = MacAddress.ofCard(mac);
        if (card == null) {
            throw new IllegalArgumentException("not the MAC of one card: " + mac);
        }
        mac = card;
    }

    /** "00:aa:bb:cc:dd:01 (10.0.1.1)" */
    public String text() {
        return ip == null ? mac : mac + " (" + ip + ")";
    }
}
