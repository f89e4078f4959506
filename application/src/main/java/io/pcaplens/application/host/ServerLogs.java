package io.pcaplens.application.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.host.log.DnsServerTally;
import io.pcaplens.domain.host.log.DnsTransaction;
import io.pcaplens.domain.host.log.HttpServerTally;
import io.pcaplens.domain.host.log.HttpTransaction;
import io.pcaplens.domain.host.log.LogFilter;
import io.pcaplens.domain.host.log.LogReading;
import io.pcaplens.domain.host.log.ServerLog;
import io.pcaplens.domain.host.log.ServerTraffic;
import io.pcaplens.domain.host.port.ServerMessageReader;
import io.pcaplens.domain.packet.port.FrameExtractor;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;

/**
 * A server's DNS or HTTP log, read on demand from the stored capture: its connections are copied into a small
 * capture, the dissector reads the messages the server received and sent, and they are paired, tallied and paged
 * as they stream by. Nothing of the log is stored: a page costs one dissection of the server's connections.
 */
@ApplicationScoped
public class ServerLogs {

    private PacketRepository packets;
    private FrameExtractor extractor;
    private CaptureStore store;
    private ServerMessageReader reader;

    /** For the container's proxy. */
    protected ServerLogs() {
    }

    @Inject
    public ServerLogs(PacketRepository packets, FrameExtractor extractor, CaptureStore store,
                      ServerMessageReader reader) {
        this.packets = packets;
        this.extractor = extractor;
        this.store = store;
        this.reader = reader;
    }

    public ServerLog<DnsTransaction, DnsServerTally> dns(CaptureId captureId, String server, LogFilter filter,
                                                         int page, int size) throws IOException, ToolFailure {
        var reading = LogReading.dns(filter, page, size);
        try (ServerConnections copy = copy(captureId, ServerTraffic.DNS, server)) {
            reader.dns(copy.file(), server, m -> reading.accept(m.renumbered(copy::original)));
            return reading.log(copy.frames(), copy.truncated());
        }
    }

    public ServerLog<HttpTransaction, HttpServerTally> http(CaptureId captureId, String server, LogFilter filter,
                                                            int page, int size) throws IOException, ToolFailure {
        var reading = LogReading.http(filter, page, size);
        try (ServerConnections copy = copy(captureId, ServerTraffic.HTTP, server)) {
            reader.http(copy.file(), server, m -> reading.accept(m.renumbered(copy::original)));
            return reading.log(copy.frames(), copy.truncated());
        }
    }

    private ServerConnections copy(CaptureId captureId, ServerTraffic traffic, String server) throws IOException {
        return ServerConnections.copy(packets, extractor, store, captureId, traffic, server);
    }
}
