package io.pcaplens.rest.access;

import jakarta.security.enterprise.credential.Credential;

/** The token a caller sent in {@code Authorization: Bearer}, as Jakarta Security hands it to an identity store. */
record BearerCredential(String token) implements Credential {

    /** Never the token. */
    @Override
    public String toString() {
        return "BearerCredential[hidden]";
    }
}
