package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class HostDisappearedRuleTest {

    private final HostDisappearedRule rule = new HostDisappearedRule();

    @Test
    void anAddressNoLongerSeenIsAHostGone() {
        // week 7 of the office series: the shadow device is gone
        Facts week6 = facts().host("10.0.1.10", "ac:de:48:11:11:01")
                .host("10.0.4.50", "b8:27:eb:77:77:07", DeviceType.IOT, "Raspberry Pi Foundation");
        Facts week7 = facts().host("10.0.1.10", "ac:de:48:11:11:01");

        assertEquals(List.of(new ChangeEvent(ChangeType.HOST_DISAPPEARED, "10.0.4.50", "b8:27:eb:77:77:07", null,
                        ChangeSeverity.INFO, "Host 10.0.4.50 (b8:27:eb:77:77:07, Raspberry Pi Foundation, IoT) no longer seen")),
                rule.detect(between(week6, week7)));
        assertEquals(List.of(), rule.detect(Comparison.baseline(week7.build())));
    }
}
