package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link ApplicationAppearedRule} and {@link ApplicationGoneRule}, with ndpiReader's names for the office series. */
class ApplicationRulesTest {

    private final Facts week1 = facts().applications("DNS", "HTTP", "IMAP", "SMBv23", "SMTP", "TLS");
    private final Facts week2 = facts().applications("DNS", "HTTP", "SMBv23", "SMTP", "TLS", "WireGuard");
    private final Facts week3 = facts().applications("BitTorrent", "DNS", "HTTP", "SMBv23", "SMTP", "TLS", "Telnet",
            "WireGuard");

    @Test
    void aVpnAppearingIsAWarning() {
        assertEquals(List.of(new ChangeEvent(ChangeType.APPLICATION_APPEARED, "WireGuard", null, "WireGuard",
                        ChangeSeverity.WARNING, "New VPN or tunnel application WireGuard")),
                new ApplicationAppearedRule().detect(between(week1, week2)));
    }

    @Test
    void otherApplicationsAppearingAreInformation() {
        assertEquals(List.of(
                        new ChangeEvent(ChangeType.APPLICATION_APPEARED, "BitTorrent", null, "BitTorrent",
                                ChangeSeverity.INFO, "New application BitTorrent"),
                        new ChangeEvent(ChangeType.APPLICATION_APPEARED, "Telnet", null, "Telnet",
                                ChangeSeverity.INFO, "New application Telnet")),
                new ApplicationAppearedRule().detect(between(week2, week3)));
    }

    @Test
    void anApplicationNoLongerSeenIsGone() {
        assertEquals(List.of(new ChangeEvent(ChangeType.APPLICATION_GONE, "IMAP", "IMAP", null, ChangeSeverity.INFO,
                        "Application IMAP no longer seen")),
                new ApplicationGoneRule().detect(between(week1, week2)));
        assertEquals(List.of(), new ApplicationGoneRule().detect(Comparison.baseline(week1.build())));
    }

    @Test
    void tunnelsAreKnownByNameWhateverTheSpelling() {
        for (String tunnel : new String[]{"WireGuard", "WIREGUARD", "OpenVPN", "IPsec", "IP_IPSEC", "ESP", "ISAKMP",
                "Tor", "Teredo", "CiscoVPN", "HotspotShield", "L2TP", "PPTP"}) {
            assertTrue(TunnelNames.isTunnel(tunnel), tunnel);
        }
        for (String other : new String[]{"TLS", "BitTorrent", "GRE", "VXLAN", "Torrent", "HTTP", null}) {
            assertFalse(TunnelNames.isTunnel(other), String.valueOf(other));
        }
    }
}
