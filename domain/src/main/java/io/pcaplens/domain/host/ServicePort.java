package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Well-known service ports (IANA registrations and de-facto ports), with what serving one says about the
 * device: a host that answers on 9100 is a printer, one that accepts BGP on 179 is a router. Spec 10.5 labels
 * a server's side of a conversation by this table.
 *
 * @param hint   the device type a host serving the port votes for, null when every kind of device serves it
 *               (mDNS, SSDP, NetBIOS names)
 * @param weight the strength of that vote
 */
public record ServicePort(int port, String name, DeviceType hint, int weight) {

    /** Serving a general-purpose service: typical of servers, but desktops run the odd one too. */
    private static final int SERVICE = 20;
    /** Services that end-user devices seldom offer to others. */
    private static final int STRONG = 30;
    /** Printing ports are offered by printers and print servers only. */
    private static final int PRINTING = 40;
    /** Services many devices offer (file sharing, remote desktop, NTP, SNMP): a weak hint. */
    private static final int WEAK = 10;

    private static final Map<Integer, ServicePort> BY_PORT = new HashMap<>();

    static {
        add(20, "FTP data", DeviceType.SERVER, WEAK);
        add(21, "FTP", DeviceType.SERVER, SERVICE);
        add(22, "SSH", DeviceType.SERVER, SERVICE);
        add(23, "Telnet", DeviceType.ROUTER, WEAK);
        add(25, "SMTP", DeviceType.SERVER, STRONG);
        add(53, "DNS", DeviceType.SERVER, STRONG);
        add(67, "DHCP", DeviceType.ROUTER, STRONG);
        add(69, "TFTP", DeviceType.SERVER, SERVICE);
        add(80, "HTTP", DeviceType.SERVER, SERVICE);
        add(88, "Kerberos", DeviceType.SERVER, STRONG);
        add(110, "POP3", DeviceType.SERVER, STRONG);
        add(123, "NTP", DeviceType.SERVER, WEAK);
        add(137, "NetBIOS name service", null, 0);
        add(138, "NetBIOS datagram", null, 0);
        add(139, "NetBIOS session", DeviceType.SERVER, WEAK);
        add(143, "IMAP", DeviceType.SERVER, STRONG);
        add(161, "SNMP", DeviceType.ROUTER, WEAK);
        add(179, "BGP", DeviceType.ROUTER, STRONG);
        add(389, "LDAP", DeviceType.SERVER, STRONG);
        add(443, "HTTPS", DeviceType.SERVER, SERVICE);
        add(445, "SMB", DeviceType.SERVER, WEAK);
        add(465, "SMTPS", DeviceType.SERVER, STRONG);
        add(514, "Syslog", DeviceType.SERVER, SERVICE);
        add(515, "LPD printing", DeviceType.PRINTER, PRINTING);
        add(520, "RIP", DeviceType.ROUTER, STRONG);
        add(547, "DHCPv6", DeviceType.ROUTER, STRONG);
        add(554, "RTSP", DeviceType.IOT, SERVICE);
        add(587, "SMTP submission", DeviceType.SERVER, STRONG);
        add(631, "IPP printing", DeviceType.PRINTER, PRINTING);
        add(636, "LDAPS", DeviceType.SERVER, STRONG);
        add(853, "DNS over TLS", DeviceType.SERVER, STRONG);
        add(993, "IMAPS", DeviceType.SERVER, STRONG);
        add(995, "POP3S", DeviceType.SERVER, STRONG);
        add(1080, "SOCKS", DeviceType.SERVER, SERVICE);
        add(1194, "OpenVPN", DeviceType.SERVER, SERVICE);
        add(1433, "Microsoft SQL Server", DeviceType.SERVER, STRONG);
        add(1521, "Oracle database", DeviceType.SERVER, STRONG);
        add(1723, "PPTP", DeviceType.ROUTER, SERVICE);
        add(1883, "MQTT", DeviceType.SERVER, SERVICE);
        add(1900, "SSDP", null, 0);
        add(3306, "MySQL", DeviceType.SERVER, STRONG);
        add(3389, "RDP", DeviceType.LAPTOP_DESKTOP, WEAK);
        add(5060, "SIP", DeviceType.SERVER, SERVICE);
        add(5222, "XMPP", DeviceType.SERVER, STRONG);
        add(5353, "mDNS", null, 0);
        add(5355, "LLMNR", null, 0);
        add(5432, "PostgreSQL", DeviceType.SERVER, STRONG);
        add(5683, "CoAP", DeviceType.IOT, SERVICE);
        add(5900, "VNC", DeviceType.LAPTOP_DESKTOP, WEAK);
        add(6379, "Redis", DeviceType.SERVER, STRONG);
        add(6667, "IRC", DeviceType.SERVER, STRONG);
        add(8080, "HTTP (alternate)", DeviceType.SERVER, SERVICE);
        add(8443, "HTTPS (alternate)", DeviceType.SERVER, SERVICE);
        add(8883, "MQTT over TLS", DeviceType.SERVER, SERVICE);
        add(9100, "JetDirect printing", DeviceType.PRINTER, PRINTING);
        add(27017, "MongoDB", DeviceType.SERVER, STRONG);
    }

    private static void add(int port, String name, DeviceType hint, int weight) {
        BY_PORT.put(port, new ServicePort(port, name, hint, weight));
    }

    public static Optional<ServicePort> of(int port) {
        return Optional.ofNullable(BY_PORT.get(port));
    }

    /** Every port of the table, in ascending order: the store's side rules read the same table. */
    public static java.util.SortedSet<Integer> ports() {
        return new java.util.TreeSet<>(BY_PORT.keySet());
    }

    /** Whether the port is one of the table's; a lookup that allocates nothing, for use per packet. */
    public static boolean isKnown(Integer port) {
        return port != null && BY_PORT.containsKey(port);
    }

    /** The service's name, or "Port N" for a port the table does not know. */
    public static String nameOf(int port) {
        ServicePort s = BY_PORT.get(port);
        return s == null ? "Port " + port : s.name();
    }
}
