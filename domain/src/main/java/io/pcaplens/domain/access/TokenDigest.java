package io.pcaplens.domain.access;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The SHA-256 of a token's clear value, in lowercase hex: what is stored and looked up. A plain hash is
 * enough because the secrets are 256 random bits, far beyond guessing; a slow password hash would only slow
 * every request down.
 */
public record TokenDigest(String hex) {

    public TokenDigest {
        if (hex == null || !hex.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("a token digest is 64 lowercase hex digits");
        }
    }

    static TokenDigest of(String secret) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
            return new TokenDigest(HexFormat.of().formatHex(hash));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
