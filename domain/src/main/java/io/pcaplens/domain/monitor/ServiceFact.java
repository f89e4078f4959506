package io.pcaplens.domain.monitor;

import java.io.Serializable;
import java.util.Comparator;
import java.util.Objects;

/**
 * A service a host offered in one snapshot: an address and port that accepted a connection (answered a TCP
 * SYN with SYN/ACK) or answered a UDP request from its port.
 */
public record ServiceFact(String ip, int port, ServiceTransport transport) implements Serializable {

    static final Comparator<ServiceFact> ORDER = Comparator.comparing(ServiceFact::ip)
            .thenComparingInt(ServiceFact::port)
            .thenComparing(ServiceFact::transport);

    public ServiceFact {
        Objects.requireNonNull(ip, "ip");
        Objects.requireNonNull(transport, "transport");
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("not a port: " + port);
        }
    }

    /** "10.0.2.10:445/tcp"; an IPv6 address in brackets so that its colons stay readable. */
    public String entity() {
        String host = ip.indexOf(':') >= 0 ? "[" + ip + "]" : ip;
        return host + ":" + port + "/" + transport.entityName();
    }
}
