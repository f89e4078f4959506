package io.pcaplens.domain.host.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.host.log.DnsMessage;
import io.pcaplens.domain.host.log.HttpMessage;

import java.nio.file.Path;
import java.util.function.Consumer;

/** The DNS and HTTP messages one server received and sent, read from a capture of its connections. */
public interface ServerMessageReader {

    /** Hands on the server's DNS messages in capture order, one at a time. */
    void dns(Path capture, String server, Consumer<DnsMessage> messages) throws ToolFailure;

    /** Hands on the server's HTTP messages in capture order, one at a time. */
    void http(Path capture, String server, Consumer<HttpMessage> messages) throws ToolFailure;
}
