package io.pcaplens.domain.host.log;

import java.time.Duration;

/**
 * Which stored conversations hold a server's DNS or HTTP log, as a hunt expression (docs/hunt.md): those the
 * server received on port 53 or the dissector labelled DNS, and those it received that the dissector labelled
 * HTTP. Their whole connections are dissected, so TCP streams reassemble; the dissector then keeps only the
 * messages the server received or sent.
 */
public enum ServerTraffic {
    DNS, HTTP;

    /** Frames of a server's connections dissected at most for one log page: a bound on the dissector's work. */
    public static final int MAX_FRAMES = 200_000;
    /** A request unanswered this long in capture time is taken as never answered. */
    public static final Duration PATIENCE = Duration.ofSeconds(30);
    /** Lines that may wait for a response at once. */
    public static final int MAX_OPEN = 10_000;

    /** @param address the server's IP address in canonical form */
    public String conversations(String address) {
        return switch (this) {
            case DNS -> "ip.dst == " + address + " && (port.dst == 53 || protocol == \"DNS\")";
            case HTTP -> "ip.dst == " + address + " && protocol contains \"HTTP\"";
        };
    }
}
