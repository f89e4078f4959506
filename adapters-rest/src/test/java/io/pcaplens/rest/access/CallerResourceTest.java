package io.pcaplens.rest.access;

import jakarta.ws.rs.core.SecurityContext;
import org.junit.jupiter.api.Test;

import java.security.Principal;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CallerResourceTest {

    /** A caller as the container sees it: a name (null for none) in some groups. */
    private static SecurityContext caller(String name, String... groups) {
        return new SecurityContext() {
            @Override
            public Principal getUserPrincipal() {
                return name == null ? null : () -> name;
            }

            @Override
            public boolean isUserInRole(String role) {
                return Set.of(groups).contains(role);
            }

            @Override
            public boolean isSecure() {
                return false;
            }

            @Override
            public String getAuthenticationScheme() {
                return null;
            }
        };
    }

    private static CallerResource.CallerBody answer(boolean enabled, SecurityContext caller) {
        CallerResource resource = new CallerResource();
        resource.settings = new AccessSettings(enabled);
        return resource.get(caller);
    }

    @Test
    void withAuthenticationOffThereIsNobodyToName() {
        assertEquals(new CallerResource.CallerBody(false, null, null), answer(false, caller(null)));
        assertEquals(new CallerResource.CallerBody(false, null, null), answer(false, caller("token:x", "admin")));
    }

    @Test
    void aCallerIsNamedWithTheStrongestRoleOfItsGroups() {
        assertEquals(new CallerResource.CallerBody(true, "token:desk", "viewer"),
                answer(true, caller("token:desk", "viewer")));
        assertEquals(new CallerResource.CallerBody(true, "token:uploader", "analyst"),
                answer(true, caller("token:uploader", "viewer", "analyst")));
        assertEquals(new CallerResource.CallerBody(true, "alice", "admin"),
                answer(true, caller("alice", "analyst", "admin", "viewer")));
    }

    @Test
    void aSignedInUserInNoConfiguredGroupHasNoRole() {
        assertEquals(new CallerResource.CallerBody(true, "bob", null), answer(true, caller("bob", "staff")));
    }
}
