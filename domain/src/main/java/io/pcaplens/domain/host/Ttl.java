package io.pcaplens.domain.host;

/**
 * What an IP TTL says about its sender. Systems start at a fixed value (64: Linux, macOS, iOS, Android;
 * 128: Windows; 255: routers, switches and printers; 32: some embedded stacks) and every router on the way
 * takes one off, so the next fixed value above the observed one is the start and the difference the hops.
 */
public final class Ttl {

    private static final int[] INITIAL = {32, 64, 128, 255};

    private Ttl() {
    }

    /** The starting TTL the observed one most likely came from; -1 when unknown. */
    public static int initial(int observed) {
        if (observed < 0) {
            return -1;
        }
        for (int start : INITIAL) {
            if (observed <= start) {
                return start;
            }
        }
        return -1;
    }

    /** Routers crossed on the way to the capture point; -1 when unknown. */
    public static int hops(int observed) {
        int start = initial(observed);
        return start < 0 ? -1 : start - observed;
    }
}
