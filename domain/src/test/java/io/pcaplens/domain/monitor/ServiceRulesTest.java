package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link ServiceAppearedRule} and {@link ServiceDisappearedRule}, on the office series' services. */
class ServiceRulesTest {

    private final Facts week2 = facts().service("10.0.2.10", 445).service("10.0.3.6", 631);
    // week 3: Telnet on the file server; the second printer idle
    private final Facts week3 = facts().service("10.0.2.10", 445).service("10.0.2.10", 23).service("10.0.3.5", 631);

    @Test
    void aNewRemoteAccessServiceIsAWarningAndAnyOtherInformation() {
        assertEquals(List.of(
                        new ChangeEvent(ChangeType.SERVICE_APPEARED, "10.0.2.10:23/tcp", null, "10.0.2.10:23/tcp",
                                ChangeSeverity.WARNING, "New remote-access or file-transfer service 10.0.2.10:23/tcp"),
                        new ChangeEvent(ChangeType.SERVICE_APPEARED, "10.0.3.5:631/tcp", null, "10.0.3.5:631/tcp",
                                ChangeSeverity.INFO, "New service 10.0.3.5:631/tcp")),
                new ServiceAppearedRule().detect(between(week2, week3)));
    }

    @Test
    void anOffSiteFileTransferServiceIsAWarningToo() {
        // week 4: FTP to 192.0.2.99
        Facts week4 = facts().service("192.0.2.99", 21);

        assertEquals(ChangeSeverity.WARNING,
                new ServiceAppearedRule().detect(between(facts(), week4)).get(0).severity());
    }

    @Test
    void aServiceThatAcceptedNothingIsGone() {
        assertEquals(List.of(new ChangeEvent(ChangeType.SERVICE_DISAPPEARED, "10.0.3.6:631/tcp", "10.0.3.6:631/tcp",
                        null, ChangeSeverity.INFO, "Service 10.0.3.6:631/tcp no longer seen")),
                new ServiceDisappearedRule().detect(between(week2, week3)));
    }

    @Test
    void theBaselineHasNoServiceChanges() {
        assertEquals(List.of(), new ServiceAppearedRule().detect(Comparison.baseline(week3.build())));
        assertEquals(List.of(), new ServiceDisappearedRule().detect(Comparison.baseline(week3.build())));
    }
}
