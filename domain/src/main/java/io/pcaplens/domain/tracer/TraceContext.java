package io.pcaplens.domain.tracer;

/**
 * What an explainer may know about the traced conversation besides its packets: the endpoints as stored
 * (spec 2.2: those of the first packet), the transport, the protocol label, the DPI application and the
 * server name (SNI). Every part is null when unknown; ports are null for packets without TCP or UDP.
 */
public record TraceContext(String srcIp, Integer srcPort, String dstIp, Integer dstPort, String transport,
                           String protocol, String appName, String hostname) {

    public TraceContext {
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
