package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The vendor keyword table on vendor names as the OUI registry writes them. */
class VendorClassTest {

    private static DeviceType type(String vendor) {
        return VendorClass.of(vendor).map(VendorClass::type).orElse(null);
    }

    @Test
    void vendorsNameTheirKindOfDevice() {
        assertEquals(DeviceType.ROUTER, type("Cisco Systems, Inc"));
        assertEquals(DeviceType.ROUTER, type("Routerboard.com"));
        assertEquals(DeviceType.IOT, type("Espressif Inc."));
        assertEquals(DeviceType.IOT, type("Raspberry Pi Trading Ltd"));
        assertEquals(DeviceType.PRINTER, type("Brother industries, LTD."));
        assertEquals(DeviceType.PRINTER, type("Hewlett Packard"));
        assertEquals(DeviceType.SERVER, type("Hewlett Packard Enterprise"));
        assertEquals(DeviceType.MOBILE, type("LG Electronics (Mobile Communications)"));
        assertEquals(DeviceType.MOBILE, type("Huawei Device Co., Ltd."));
        assertEquals(DeviceType.ROUTER, type("Huawei Technologies Co.,Ltd"));
        assertEquals(DeviceType.LAPTOP_DESKTOP, type("Intel Corporate"));
        assertEquals(DeviceType.SERVER, type("VMware, Inc."));
    }

    @Test
    void keywordsMatchWholeWordsOnly() {
        assertTrue(VendorClass.of("Intellvisions Software Ltd").isEmpty());
        assertTrue(VendorClass.of("Xerox Corporation").isPresent());
        assertTrue(VendorClass.of(null).isEmpty());
    }
}
