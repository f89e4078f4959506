package io.pcaplens.domain.session;

/** Who sent bytes of a session, relative to the conversation's srcIp/srcPort (the client). */
public enum Direction {
    CLIENT_TO_SERVER, SERVER_TO_CLIENT
}
