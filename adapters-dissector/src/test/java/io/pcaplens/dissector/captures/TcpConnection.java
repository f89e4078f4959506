package io.pcaplens.dissector.captures;

import java.util.Arrays;

/**
 * One TCP connection of generated traffic: handshake, data both ways (in segments of at most {@value #MSS} bytes,
 * each acknowledged), and the closing exchange, with sequence numbers as a real stack counts them.
 */
public final class TcpConnection {

    static final int MSS = 1400;

    private final Recording recording;
    private final Endpoint client;
    private final Endpoint server;
    private long clientSeq = 1_000;
    private long serverSeq = 50_000;

    TcpConnection(Recording recording, Endpoint client, Endpoint server) {
        this.recording = recording;
        this.client = client;
        this.server = server;
    }

    public TcpConnection open() {
        recording.frame(Frames.tcp(client, server, clientSeq, 0, Frames.SYN, new byte[0]));
        recording.frame(Frames.tcp(server, client, serverSeq, clientSeq + 1, Frames.SYN | Frames.ACK, new byte[0]));
        clientSeq++;
        serverSeq++;
        recording.frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.ACK, new byte[0]));
        return this;
    }

    /** The client sends. */
    public TcpConnection send(byte[] data) {
        clientSeq = transfer(client, server, clientSeq, serverSeq, data);
        return this;
    }

    /** The server sends. */
    public TcpConnection reply(byte[] data) {
        serverSeq = transfer(server, client, serverSeq, clientSeq, data);
        return this;
    }

    public void close() {
        recording.frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.FIN | Frames.ACK, new byte[0]));
        clientSeq++;
        recording.frame(Frames.tcp(server, client, serverSeq, clientSeq, Frames.FIN | Frames.ACK, new byte[0]));
        serverSeq++;
        recording.frame(Frames.tcp(client, server, clientSeq, serverSeq, Frames.ACK, new byte[0]));
    }

    private long transfer(Endpoint from, Endpoint to, long seq, long ack, byte[] data) {
        for (int at = 0; at < data.length; at += MSS) {
            byte[] segment = Arrays.copyOfRange(data, at, Math.min(data.length, at + MSS));
            recording.frame(Frames.tcp(from, to, seq, ack, Frames.PSH | Frames.ACK, segment));
            seq += segment.length;
        }
        recording.frame(Frames.tcp(to, from, ack, seq, Frames.ACK, new byte[0]));
        return seq;
    }
}
