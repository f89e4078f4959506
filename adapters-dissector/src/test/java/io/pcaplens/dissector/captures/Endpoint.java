package io.pcaplens.dissector.captures;

/** One end of generated traffic: its card, its IPv4 address and its port (0 where none is used). */
public record Endpoint(String mac, String ip, int port) {

    public Endpoint at(int otherPort) {
        return new Endpoint(mac, ip, otherPort);
    }
}
