package io.pcaplens.domain.conversation;

/** How much one side of a conversation sent: its packets and the sum of their on-wire frame lengths. */
public record Volume(long packets, long bytes) {

    public static final Volume NONE = new Volume(0, 0);

    public Volume {
        if (packets < 0 || bytes < 0) {
            throw new IllegalArgumentException("a volume cannot be negative: " + packets + " packets, " + bytes + " bytes");
        }
    }

    public Volume plus(Volume other) {
        return new Volume(packets + other.packets, bytes + other.bytes);
    }
}
