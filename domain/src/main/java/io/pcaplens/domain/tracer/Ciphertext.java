package io.pcaplens.domain.tracer;

/**
 * Bytes that look like ciphertext (or other data as dense as random bytes): their byte values spread nearly as
 * evenly as they can over so few bytes. Text and protocol headers repeat letters, spaces and zeros and stay far
 * below; a few printable runs by chance do not make random bytes text, so the payload rule of spec section 8
 * alone would pass them on.
 */
public final class Ciphertext {

    /** Fewer bytes than this say too little either way: short commands ("USER ftp\r\n") are left alone. */
    static final int MIN_BYTES = 32;
    /**
     * The share of the highest entropy the bytes could have (log2 of their count, at most 8 bits) at or over
     * which they count as random: 64 random bytes reach about 0.95 of it, English text and HTTP heads 0.65–0.8.
     */
    static final double DENSITY = 0.9;

    private Ciphertext() {
    }

    public static boolean likely(byte[] bytes) {
        if (bytes.length < MIN_BYTES) {
            return false;
        }
        int[] counts = new int[256];
        for (byte b : bytes) {
            counts[b & 0xff]++;
        }
        double entropy = 0;
        for (int count : counts) {
            if (count > 0) {
                double p = (double) count / bytes.length;
                entropy -= p * Math.log(p) / Math.log(2);
            }
        }
        double highest = Math.min(8, Math.log(bytes.length) / Math.log(2));
        return entropy >= DENSITY * highest;
    }
}
