package io.pcaplens.webapp;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SinglePageFallbackTest {

    @Test
    void theUisAddressesAreRoutesAndFilesAndTheApiAreNot() {
        assertTrue(SinglePageFallback.isUiRoute("/files/3f0c/overview"));
        // an address with dots is a host page, not a file
        assertTrue(SinglePageFallback.isUiRoute("/files/3f0c/hosts/192.150.187.43"));
        assertTrue(SinglePageFallback.isUiRoute("/files/3f0c/hosts/2001:db8::1"));
        assertTrue(SinglePageFallback.isUiRoute("/monitor/7e1d"));
        assertFalse(SinglePageFallback.isUiRoute("/favicon.ico"));
        assertFalse(SinglePageFallback.isUiRoute("/assets/index-abc.js"));
        assertFalse(SinglePageFallback.isUiRoute("/api/v1/hosts/10.0.0.1"));
        assertFalse(SinglePageFallback.isUiRoute("/health"));
    }
}
