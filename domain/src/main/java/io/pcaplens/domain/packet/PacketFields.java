package io.pcaplens.domain.packet;

/**
 * One packet as the dissector printed it: the raw values of the extraction selectors (spec 2.1),
 * before any rule is applied. A selector that occurs several times in a frame (tunnels, ICMP errors)
 * carries all its values joined by {@link #VALUE_SEPARATOR}, outermost first.
 *
 * <p>The first nineteen components are the spec's selectors in the spec's order; the rest are the extra
 * selectors read in the same pass so that the file is dissected only once.
 */
public record PacketFields(
        long frameNumber,
        String timeEpoch,
        String frameLen,
        String ipSrc,
        String ipDst,
        String ipv6Src,
        String ipv6Dst,
        String tcpSrcPort,
        String tcpDstPort,
        String udpSrcPort,
        String udpDstPort,
        String protocolColumn,
        String info,
        String tcpPayload,
        String udpPayload,
        String ipTtl,
        String ethSrc,
        String arpSrcIpv4,
        String arpDstIpv4,
        String ethDst,
        String frameProtocols,
        String wlanSa,
        String wlanDa,
        String sllSrc,
        String httpUserAgents,
        String tlsServerName,
        String ja3,
        String ja3s,
        String tcpFlags,
        String ipv6HopLimit,
        String arpSrcHwMac,
        String dhcpMessageType,
        String dhcpYourIp,
        String dhcpClientMac,
        String ndpTargetAddress,
        String ndpLinkAddress,
        String tlsHandshakeTypes,
        String tlsHelloVersion,
        String tlsSupportedVersions,
        String tlsCipherSuites,
        String tlsExtensionTypes,
        String tlsSignatureAlgorithms,
        String tlsSignatureListLengths,
        String tlsAlpn,
        String ipProto,
        String ipv6Next,
        String icmpType,
        String icmpCode,
        String icmpv6Type,
        String icmpv6Code,
        String dnsQueryNames,
        String httpHosts,
        String certificateDnsNames,
        String ftpCommand,
        String ftpArgument,
        String popCommand,
        String popParameter,
        String imapUser,
        String imapPassword,
        String smtpUser,
        String smtpPassword,
        String smtpPlain,
        String httpBasicCredentials,
        String formKeys,
        String formValues,
        String dnsReplyCodes,
        String dnsQueryTypes,
        NamingFields naming) {

    public PacketFields {
        naming = naming == null ? NamingFields.NONE : naming;
    }

    /**
     * A frame read without the selectors that name hosts and users ({@link NamingFields#NONE}).
     */
    public PacketFields(long frameNumber, String timeEpoch, String frameLen, String ipSrc, String ipDst,
                        String ipv6Src, String ipv6Dst, String tcpSrcPort, String tcpDstPort, String udpSrcPort,
                        String udpDstPort, String protocolColumn, String info, String tcpPayload, String udpPayload,
                        String ipTtl, String ethSrc, String arpSrcIpv4, String arpDstIpv4, String ethDst,
                        String frameProtocols, String wlanSa, String wlanDa, String sllSrc, String httpUserAgents,
                        String tlsServerName, String ja3, String ja3s, String tcpFlags, String ipv6HopLimit,
                        String arpSrcHwMac, String dhcpMessageType, String dhcpYourIp, String dhcpClientMac,
                        String ndpTargetAddress, String ndpLinkAddress, String tlsHandshakeTypes,
                        String tlsHelloVersion, String tlsSupportedVersions, String tlsCipherSuites,
                        String tlsExtensionTypes, String tlsSignatureAlgorithms, String tlsSignatureListLengths,
                        String tlsAlpn, String ipProto, String ipv6Next, String icmpType, String icmpCode,
                        String icmpv6Type, String icmpv6Code, String dnsQueryNames, String httpHosts,
                        String certificateDnsNames, String ftpCommand, String ftpArgument, String popCommand,
                        String popParameter, String imapUser, String imapPassword, String smtpUser,
                        String smtpPassword, String smtpPlain, String httpBasicCredentials, String formKeys,
                        String formValues, String dnsReplyCodes, String dnsQueryTypes) {
        this(frameNumber, timeEpoch, frameLen, ipSrc, ipDst, ipv6Src, ipv6Dst, tcpSrcPort, tcpDstPort, udpSrcPort,
                udpDstPort, protocolColumn, info, tcpPayload, udpPayload, ipTtl, ethSrc, arpSrcIpv4, arpDstIpv4, ethDst,
                frameProtocols, wlanSa, wlanDa, sllSrc, httpUserAgents, tlsServerName, ja3, ja3s, tcpFlags,
                ipv6HopLimit, arpSrcHwMac, dhcpMessageType, dhcpYourIp, dhcpClientMac, ndpTargetAddress,
                ndpLinkAddress, tlsHandshakeTypes, tlsHelloVersion, tlsSupportedVersions, tlsCipherSuites,
                tlsExtensionTypes, tlsSignatureAlgorithms, tlsSignatureListLengths, tlsAlpn, ipProto, ipv6Next,
                icmpType, icmpCode, icmpv6Type, icmpv6Code, dnsQueryNames, httpHosts, certificateDnsNames,
                ftpCommand, ftpArgument, popCommand, popParameter, imapUser, imapPassword, smtpUser, smtpPassword,
                smtpPlain, httpBasicCredentials, formKeys, formValues, dnsReplyCodes, dnsQueryTypes,
                NamingFields.NONE);
    }

    /**
     * A frame read without the DNS header's reply code and question types (empty where absent).
     */
    public PacketFields(long frameNumber, String timeEpoch, String frameLen, String ipSrc, String ipDst,
                        String ipv6Src, String ipv6Dst, String tcpSrcPort, String tcpDstPort, String udpSrcPort,
                        String udpDstPort, String protocolColumn, String info, String tcpPayload, String udpPayload,
                        String ipTtl, String ethSrc, String arpSrcIpv4, String arpDstIpv4, String ethDst,
                        String frameProtocols, String wlanSa, String wlanDa, String sllSrc, String httpUserAgents,
                        String tlsServerName, String ja3, String ja3s, String tcpFlags, String ipv6HopLimit,
                        String arpSrcHwMac, String dhcpMessageType, String dhcpYourIp, String dhcpClientMac,
                        String ndpTargetAddress, String ndpLinkAddress, String tlsHandshakeTypes,
                        String tlsHelloVersion, String tlsSupportedVersions, String tlsCipherSuites,
                        String tlsExtensionTypes, String tlsSignatureAlgorithms, String tlsSignatureListLengths,
                        String tlsAlpn, String ipProto, String ipv6Next, String icmpType, String icmpCode,
                        String icmpv6Type, String icmpv6Code, String dnsQueryNames, String httpHosts,
                        String certificateDnsNames, String ftpCommand, String ftpArgument, String popCommand,
                        String popParameter, String imapUser, String imapPassword, String smtpUser,
                        String smtpPassword, String smtpPlain, String httpBasicCredentials, String formKeys,
                        String formValues) {
        this(frameNumber, timeEpoch, frameLen, ipSrc, ipDst, ipv6Src, ipv6Dst, tcpSrcPort, tcpDstPort, udpSrcPort,
                udpDstPort, protocolColumn, info, tcpPayload, udpPayload, ipTtl, ethSrc, arpSrcIpv4, arpDstIpv4, ethDst,
                frameProtocols, wlanSa, wlanDa, sllSrc, httpUserAgents, tlsServerName, ja3, ja3s, tcpFlags,
                ipv6HopLimit, arpSrcHwMac, dhcpMessageType, dhcpYourIp, dhcpClientMac, ndpTargetAddress,
                ndpLinkAddress, tlsHandshakeTypes, tlsHelloVersion, tlsSupportedVersions, tlsCipherSuites,
                tlsExtensionTypes, tlsSignatureAlgorithms, tlsSignatureListLengths, tlsAlpn, ipProto, ipv6Next,
                icmpType, icmpCode, icmpv6Type, icmpv6Code, dnsQueryNames, httpHosts, certificateDnsNames,
                ftpCommand, ftpArgument, popCommand, popParameter, imapUser, imapPassword, smtpUser, smtpPassword,
                smtpPlain, httpBasicCredentials, formKeys, formValues, "", "");
    }

    /**
     * A frame read without the selectors of logins (empty where absent).
     */
    public PacketFields(long frameNumber, String timeEpoch, String frameLen, String ipSrc, String ipDst,
                        String ipv6Src, String ipv6Dst, String tcpSrcPort, String tcpDstPort, String udpSrcPort,
                        String udpDstPort, String protocolColumn, String info, String tcpPayload, String udpPayload,
                        String ipTtl, String ethSrc, String arpSrcIpv4, String arpDstIpv4, String ethDst,
                        String frameProtocols, String wlanSa, String wlanDa, String sllSrc, String httpUserAgents,
                        String tlsServerName, String ja3, String ja3s, String tcpFlags, String ipv6HopLimit,
                        String arpSrcHwMac, String dhcpMessageType, String dhcpYourIp, String dhcpClientMac,
                        String ndpTargetAddress, String ndpLinkAddress, String tlsHandshakeTypes,
                        String tlsHelloVersion, String tlsSupportedVersions, String tlsCipherSuites,
                        String tlsExtensionTypes, String tlsSignatureAlgorithms, String tlsSignatureListLengths,
                        String tlsAlpn, String ipProto, String ipv6Next, String icmpType, String icmpCode,
                        String icmpv6Type, String icmpv6Code, String dnsQueryNames, String httpHosts,
                        String certificateDnsNames) {
        this(frameNumber, timeEpoch, frameLen, ipSrc, ipDst, ipv6Src, ipv6Dst, tcpSrcPort, tcpDstPort, udpSrcPort,
                udpDstPort, protocolColumn, info, tcpPayload, udpPayload, ipTtl, ethSrc, arpSrcIpv4, arpDstIpv4, ethDst,
                frameProtocols, wlanSa, wlanDa, sllSrc, httpUserAgents, tlsServerName, ja3, ja3s, tcpFlags,
                ipv6HopLimit, arpSrcHwMac, dhcpMessageType, dhcpYourIp, dhcpClientMac, ndpTargetAddress,
                ndpLinkAddress, tlsHandshakeTypes, tlsHelloVersion, tlsSupportedVersions, tlsCipherSuites,
                tlsExtensionTypes, tlsSignatureAlgorithms, tlsSignatureListLengths, tlsAlpn, ipProto, ipv6Next,
                icmpType, icmpCode, icmpv6Type, icmpv6Code, dnsQueryNames, httpHosts, certificateDnsNames,
                "", "", "", "", "", "", "", "", "", "", "", "", "", "");
    }

    /**
     * The frame's number only: the login selectors may hold a password, which must reach no log or message
     * (what a frame says of a login is kept without it, {@link LoginSigns}).
     */
    @Override
    public String toString() {
        return "PacketFields[frame " + frameNumber + "]";
    }

    /**
     * A frame read without the Client Hello selectors, the flow's protocol numbers and the names of its peer
     * (empty where absent).
     */
    public PacketFields(long frameNumber, String timeEpoch, String frameLen, String ipSrc, String ipDst,
                        String ipv6Src, String ipv6Dst, String tcpSrcPort, String tcpDstPort, String udpSrcPort,
                        String udpDstPort, String protocolColumn, String info, String tcpPayload, String udpPayload,
                        String ipTtl, String ethSrc, String arpSrcIpv4, String arpDstIpv4, String ethDst,
                        String frameProtocols, String wlanSa, String wlanDa, String sllSrc, String httpUserAgents,
                        String tlsServerName, String ja3, String ja3s, String tcpFlags, String ipv6HopLimit,
                        String arpSrcHwMac, String dhcpMessageType, String dhcpYourIp, String dhcpClientMac,
                        String ndpTargetAddress, String ndpLinkAddress) {
        this(frameNumber, timeEpoch, frameLen, ipSrc, ipDst, ipv6Src, ipv6Dst, tcpSrcPort, tcpDstPort, udpSrcPort,
                udpDstPort, protocolColumn, info, tcpPayload, udpPayload, ipTtl, ethSrc, arpSrcIpv4, arpDstIpv4, ethDst,
                frameProtocols, wlanSa, wlanDa, sllSrc, httpUserAgents, tlsServerName, ja3, ja3s, tcpFlags,
                ipv6HopLimit, arpSrcHwMac, dhcpMessageType, dhcpYourIp, dhcpClientMac, ndpTargetAddress,
                ndpLinkAddress, "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
                "", "", "", "", "", "", "", "", "", "", "", "", "", "");
    }

    /**
     * Joins the values of a selector that occurs more than once in a frame: the form feed, which tshark's
     * field output writes only between values, escaping it (as {@code \f}) inside any value, so capture
     * content cannot split one value into two.
     */
    public static final char VALUE_SEPARATOR = '\f';

    /** Spec 2.1 rule 5: of several values only the first counts. Never null. */
    public static String first(String raw) {
        if (raw == null || raw.isEmpty()) {
            return "";
        }
        int cut = raw.indexOf(VALUE_SEPARATOR);
        return cut < 0 ? raw : raw.substring(0, cut);
    }

    /** All values of a multi-valued selector, empty ones dropped. */
    public static java.util.List<String> all(String raw) {
        if (raw == null || raw.isEmpty()) {
            return java.util.List.of();
        }
        return java.util.Arrays.stream(raw.split(String.valueOf(VALUE_SEPARATOR)))
                .filter(v -> !v.isEmpty())
                .toList();
    }
}
