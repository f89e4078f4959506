package io.pcaplens.domain.access;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;

/**
 * The clear value of an API token, as a caller sends it in {@code Authorization: Bearer}. The service shows it
 * once, when the token is created, and keeps only its {@link TokenDigest}.
 *
 * <p>32 random bytes, base64url without padding, behind a fixed prefix so that a token pasted into a log or a
 * repository is recognisable as one.
 */
public final class TokenSecret {

    public static final String PREFIX = "pcaplens_";
    static final int RANDOM_BYTES = 32;

    private final String value;

    private TokenSecret(String value) {
        this.value = value;
    }

    public static TokenSecret generate(SecureRandom random) {
        byte[] bytes = new byte[RANDOM_BYTES];
        random.nextBytes(bytes);
        return new TokenSecret(PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** What a caller presented; whether it names a token is for the stored digests to say. */
    public static TokenSecret presented(String value) {
        return new TokenSecret(Objects.requireNonNull(value, "value").strip());
    }

    public TokenDigest digest() {
        return TokenDigest.of(value);
    }

    /** The clear value, for the one answer that hands it over. */
    public String reveal() {
        return value;
    }

    /** Never the value: a secret that reaches a log by accident stays secret. */
    @Override
    public String toString() {
        return "TokenSecret[hidden]";
    }
}
