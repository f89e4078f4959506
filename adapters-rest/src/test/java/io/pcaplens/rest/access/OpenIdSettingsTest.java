package io.pcaplens.rest.access;

import io.pcaplens.domain.access.Role;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OpenIdSettingsTest {

    private static OpenIdSettings settings(boolean enabled, String provider, String admins) {
        return new OpenIdSettings(new AccessSettings(enabled), Optional.ofNullable(provider), Optional.of("client"),
                Optional.of("secret"), "groups", "staff, readers", "analysts", admins);
    }

    @Test
    void aProviderGroupGivesItsRoleAndTheRolesBelowIt() {
        OpenIdSettings s = settings(true, "https://id.example", "ops,root");

        assertEquals(EnumSet.of(Role.VIEWER), s.roles(Set.of("readers", "unrelated")));
        assertEquals(EnumSet.of(Role.VIEWER, Role.ANALYST), s.roles(Set.of("analysts")));
        assertEquals(EnumSet.allOf(Role.class), s.roles(Set.of("staff", "root")));
        assertEquals(EnumSet.noneOf(Role.class), s.roles(Set.of("Staff", "admin")), "groups are matched as written");
    }

    @Test
    void signInIsOnOnlyWithAuthenticationAndAProviderAndAClient() {
        assertTrue(settings(true, "https://id.example", "admin").on());
        assertFalse(settings(false, "https://id.example", "admin").on());
        assertFalse(settings(true, null, "admin").on());
        assertFalse(settings(true, " ", "admin").on());
    }
}
