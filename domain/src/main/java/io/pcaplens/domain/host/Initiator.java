package io.pcaplens.domain.host;

/** The endpoint that opened a TCP connection: the sender of its SYN without ACK (spec 10.5's client). */
public record Initiator(String ip, int port) {
}
