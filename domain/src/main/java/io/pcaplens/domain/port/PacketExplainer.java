package io.pcaplens.domain.port;

/** Explains one traced packet in plain English (spec 10.6). */
public interface PacketExplainer {

    /** A short description of the configured backend, for the system endpoint. */
    String describe();
}
