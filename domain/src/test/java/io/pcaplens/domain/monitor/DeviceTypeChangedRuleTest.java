package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class DeviceTypeChangedRuleTest {

    private final DeviceTypeChangedRule rule = new DeviceTypeChangedRule();

    @Test
    void aKnownHostTurningIntoAnotherKnownTypeIsAWarning() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02", DeviceType.LAPTOP_DESKTOP, "Apple");
        Facts after = facts().host("10.0.1.11", "ac:de:48:22:22:02", DeviceType.ROUTER, "Apple");

        assertEquals(List.of(new ChangeEvent(ChangeType.DEVICE_TYPE_CHANGED, "10.0.1.11", "Laptop/Desktop", "Router",
                        ChangeSeverity.WARNING, "10.0.1.11 changed from Laptop/Desktop to Router")),
                rule.detect(between(before, after)));
    }

    @Test
    void gainingOrLosingAVerdictIsNoChange() {
        Facts unknown = facts().host("10.0.3.5", "00:aa:bb:cc:dd:50", DeviceType.UNKNOWN, null);
        Facts printer = facts().host("10.0.3.5", "00:aa:bb:cc:dd:50", DeviceType.PRINTER, null);
        Facts laptop = facts().host("10.0.1.101", "02:00:00:00:00:65", DeviceType.LAPTOP_DESKTOP, null);
        Facts silent = facts().host("10.0.1.101", "02:00:00:00:00:65", DeviceType.UNKNOWN, null);

        assertEquals(List.of(), rule.detect(between(unknown, printer)), "Unknown is no type to change from");
        assertEquals(List.of(), rule.detect(between(laptop, silent)), "a laptop that said less is still one");
    }

    @Test
    void anotherCardOnTheAddressIsAnotherDeviceNotAChangedOne() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02", DeviceType.LAPTOP_DESKTOP, null);
        Facts after = facts().host("10.0.1.11", "b8:27:eb:77:77:07", DeviceType.IOT, null);

        assertEquals(List.of(), rule.detect(between(before, after)));
        assertEquals(List.of(), rule.detect(Comparison.baseline(after.build())));
    }
}
