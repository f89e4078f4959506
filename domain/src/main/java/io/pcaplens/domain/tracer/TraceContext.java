package io.pcaplens.domain.tracer;

/**
 * What an explainer may know about the traced conversation besides its packets: the endpoints as stored
 * (spec 2.2: those of the first packet), the transport, the protocol label, the DPI application and the
 * server name (SNI), and whether the replay shows the whole connection or only the row's own packets (so
 * that an explanation never speaks of a packet the replay does not show). Every part but the scope is null
 * when unknown; ports are null for packets without TCP or UDP.
 */
public record TraceContext(String srcIp, Integer srcPort, String dstIp, Integer dstPort, String transport,
                           String protocol, String appName, String hostname, ReplayScope scope) {

    /** The context of the row's own packets. */
    public TraceContext(String srcIp, Integer srcPort, String dstIp, Integer dstPort, String transport,
                        String protocol, String appName, String hostname) {
        this(srcIp, srcPort, dstIp, dstPort, transport, protocol, appName, hostname, ReplayScope.ROW);
    }

    public TraceContext {
        scope = scope == null ? ReplayScope.ROW : scope;
        srcIp = known(srcIp);
        dstIp = known(dstIp);
        transport = known(transport);
        protocol = known(protocol);
        appName = known(appName);
        hostname = known(hostname);
    }

    /** Nothing known beyond the packets themselves. */
    public static TraceContext unknown() {
        return new TraceContext(null, null, null, null, null, null, null, null);
    }

    /** The same conversation replayed in another scope. */
    public TraceContext in(ReplayScope other) {
        return new TraceContext(srcIp, srcPort, dstIp, dstPort, transport, protocol, appName, hostname, other);
    }

    /** Whether the replay shows only the packets of the row labelled {@link #protocol()}. */
    public boolean rowOnly() {
        return scope == ReplayScope.ROW;
    }

    /** The address that sent a packet travelling this way, or null when unknown. */
    public String sender(StepDirection direction) {
        return direction == StepDirection.CLIENT ? srcIp : dstIp;
    }

    /** The address a packet travelling this way went to, or null when unknown. */
    public String receiver(StepDirection direction) {
        return direction == StepDirection.CLIENT ? dstIp : srcIp;
    }

    private static String known(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
