package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link DhcpServerAppearedRule}: a second DHCP server is critical, the first one seen is information. */
class DhcpServerAppearedRuleTest {

    private final Facts router = facts().udpService("10.0.1.1", 67).service("10.0.1.1", 80);
    private final Facts rogue = facts().udpService("10.0.1.1", 67).udpService("10.0.1.66", 67)
            .service("10.0.1.1", 80);

    @Test
    void aServerBesidesTheKnownOneIsCritical() {
        assertEquals(List.of(new ChangeEvent(ChangeType.DHCP_SERVER_APPEARED, "10.0.1.66:67/udp", null, "10.0.1.66",
                        ChangeSeverity.CRITICAL, "New DHCP server 10.0.1.66 besides 10.0.1.1")),
                new DhcpServerAppearedRule().detect(between(router, rogue)));
    }

    @Test
    void theFirstServerAWeekSeesIsInformationAndTheBaselineSaysNothing() {
        assertEquals(List.of(new ChangeEvent(ChangeType.DHCP_SERVER_APPEARED, "10.0.1.1:67/udp", null, "10.0.1.1",
                        ChangeSeverity.INFO, "DHCP server seen: 10.0.1.1")),
                new DhcpServerAppearedRule().detect(between(facts().service("10.0.1.1", 80), router)));
        assertEquals(List.of(), new DhcpServerAppearedRule().detect(Comparison.baseline(rogue.build())));
        assertEquals(List.of(), new DhcpServerAppearedRule().detect(between(rogue, router)), "one gone is no new one");
    }

    @Test
    void theServiceRuleLeavesDhcpServersToThisOne() {
        assertEquals(List.of(), new ServiceAppearedRule().detect(between(router, rogue)));
        assertEquals(1, new ServiceDisappearedRule().detect(between(rogue, router)).size(),
                "a server gone is a service gone");
    }
}
