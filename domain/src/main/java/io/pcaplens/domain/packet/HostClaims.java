package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What a frame states of hosts' names and users ({@link NameClaim}, {@link IdentityClaim}), and of the system its
 * sender runs, read from its {@link NamingFields}. Never a password: NTLMSSP's and Kerberos's secrets are not among
 * the selectors.
 *
 * @param windowsBuild the Windows build number an NTLMSSP message's version field states for its sender (every
 *                     NTLMSSP message carries its sender's), 0 when none
 */
public record HostClaims(List<NameClaim> names, List<IdentityClaim> identities, int windowsBuild)
        implements Serializable {

    public static final HostClaims NONE = new HostClaims(List.of(), List.of());

    public HostClaims(List<NameClaim> names, List<IdentityClaim> identities) {
        this(names, identities, 0);
    }

    private static final String A = "1";
    private static final String PTR = "12";
    private static final String AAAA = "28";
    /** DHCP messages sent by the server, whose yiaddr is the client's address: OFFER and ACK. */
    private static final List<String> SERVER_OFFERS = List.of("2", "5");
    /** The Kerberos message a client asks its first ticket with (AS-REQ). */
    private static final String AS_REQ = "10";
    /** NetBIOS name suffixes of a machine's own name: workstation and server service. */
    private static final List<String> MACHINE_SUFFIXES = List.of("00", "20");
    /** The browser announcements whose server name is the sender's own: host and local master announcements. */
    private static final List<String> HOST_ANNOUNCEMENTS = List.of("0x01", "0x0f", "1", "15");
    /** What tshark writes for an empty NTLMSSP string. */
    private static final String NTLM_EMPTY = "NULL";

    public HostClaims {
        names = List.copyOf(names);
        identities = List.copyOf(identities);
    }

    /** Names no host and no user; a Windows build alone is read by its sender's observations, not kept. */
    public boolean isEmpty() {
        return names.isEmpty() && identities.isEmpty();
    }

    /** @param sender the frame's source node */
    public static HostClaims of(PacketFields f, String sender) {
        NamingFields n = f.naming();
        if (n == NamingFields.NONE || n.equals(NamingFields.NONE)) {
            return NONE;
        }
        List<NameClaim> names = new ArrayList<>(1);
        List<IdentityClaim> identities = new ArrayList<>(0);
        dns(n, f.frameProtocols(), names);
        dhcp(n, f, names);
        netbios(n, sender, names);
        kerberos(n, sender, identities);
        ntlm(n, sender, names, identities);
        ldap(n, sender, identities);
        digest(n, sender, identities);
        int build = windowsBuild(n);
        return names.isEmpty() && identities.isEmpty() && build == 0 ? NONE : new HostClaims(names, identities, build);
    }

    /**
     * Each A, AAAA and PTR record, in any section: the i-th A record's address is the i-th {@code dns.a}, and so
     * for AAAA and PTR. When the counts do not agree the packet is not read as tshark printed it, and says nothing.
     */
    private static void dns(NamingFields n, String layers, List<NameClaim> out) {
        List<String> types = PacketFields.all(n.dnsAnswerTypes());
        if (types.isEmpty()) {
            return;
        }
        List<String> owners = PacketFields.all(n.dnsAnswerNames());
        List<String> a = PacketFields.all(n.dnsAddresses());
        List<String> aaaa = PacketFields.all(n.dnsAddresses6());
        List<String> ptr = PacketFields.all(n.dnsPointers());
        if (owners.size() != types.size() || Collections.frequency(types, A) != a.size()
                || Collections.frequency(types, AAAA) != aaaa.size() || Collections.frequency(types, PTR) != ptr.size()) {
            return;
        }
        List<String> layer = layers(layers);
        NameClaim.Source multicast = layer.contains("mdns") ? NameClaim.Source.MDNS
                : layer.contains("llmnr") ? NameClaim.Source.LLMNR : null;
        int ia = 0;
        int iaaaa = 0;
        int iptr = 0;
        for (int i = 0; i < types.size(); i++) {
            String type = types.get(i);
            if (type.equals(A)) {
                add(out, a.get(ia++), owners.get(i), multicast == null ? NameClaim.Source.DNS : multicast);
            } else if (type.equals(AAAA)) {
                add(out, aaaa.get(iaaaa++), owners.get(i), multicast == null ? NameClaim.Source.DNS : multicast);
            } else if (type.equals(PTR)) {
                String address = ReverseName.address(owners.get(i));
                String name = ptr.get(iptr++);
                if (address != null) {
                    add(out, address, name, multicast == null ? NameClaim.Source.DNS_PTR : multicast);
                }
            }
        }
    }

    /**
     * The client's host name and FQDN options name its card, and its address: the yiaddr of the server's OFFER or
     * ACK, else the ciaddr, else the address it asks for.
     */
    private static void dhcp(NamingFields n, PacketFields f, List<NameClaim> out) {
        String host = PacketFields.first(n.dhcpHostName());
        String fqdn = PacketFields.first(n.dhcpFqdn());
        if (host.isEmpty() && fqdn.isEmpty()) {
            return;
        }
        String your = PacketFields.first(f.dhcpYourIp());
        String client = PacketFields.first(n.dhcpClientIp());
        String requested = PacketFields.first(n.dhcpRequestedIp());
        String address = SERVER_OFFERS.contains(PacketFields.first(f.dhcpMessageType())) && assigned(your) ? your
                : assigned(client) ? client : assigned(requested) ? requested : null;
        String mac = PacketFields.first(f.dhcpClientMac()).toLowerCase(Locale.ROOT);
        for (String name : List.of(host, fqdn)) {
            if (name.isEmpty()) {
                continue;
            }
            if (address != null) {
                add(out, address, name, NameClaim.Source.DHCP);
            }
            if (!mac.isEmpty()) {
                add(out, mac, name, NameClaim.Source.DHCP);
            }
        }
    }

    /**
     * A name record with its address (a registration or an answer) names the address, when it is a machine's
     * own unique name; a host or local master announcement names its sender.
     */
    private static void netbios(NamingFields n, String sender, List<NameClaim> out) {
        String address = PacketFields.first(n.nbnsAddress());
        String group = PacketFields.first(n.nbnsGroup());
        if (!address.isEmpty() && !group.equals("1") && !group.equalsIgnoreCase("true")) {
            String name = machineName(PacketFields.first(n.nbnsName()));
            if (name != null) {
                add(out, address, name, NameClaim.Source.NBNS);
            }
        }
        String server = PacketFields.first(n.browserServer());
        if (!server.isEmpty() && HOST_ANNOUNCEMENTS.contains(PacketFields.first(n.browserCommand()))) {
            add(out, sender, server, NameClaim.Source.BROWSER);
        }
    }

    /** {@code NAME<20>} as tshark writes a NetBIOS name: the name of a machine suffix, else null. */
    static String machineName(String nbns) {
        int open = nbns.lastIndexOf('<');
        if (open <= 0 || nbns.length() < open + 4 || nbns.charAt(open + 3) != '>') {
            return null;
        }
        String suffix = nbns.substring(open + 1, open + 3).toLowerCase(Locale.ROOT);
        return MACHINE_SUFFIXES.contains(suffix) ? nbns.substring(0, open) : null;
    }

    /** Only the client's AS-REQ: the KDC's replies name the client too, but the KDC sends them. */
    private static void kerberos(NamingFields n, String sender, List<IdentityClaim> out) {
        if (!PacketFields.first(n.kerberosMessageType()).equals(AS_REQ)) {
            return;
        }
        String user = LoginSign.cleanUser(PacketFields.first(n.kerberosClientName()));
        if (user != null) {
            String realm = LoginSign.cleanUser(PacketFields.first(n.kerberosRealm()));
            out.add(new IdentityClaim(sender, user, realm == null ? "" : realm, IdentityClaim.Source.KERBEROS));
        }
    }

    /** The AUTHENTICATE message, sent by the client: its user (not an anonymous one) and its workstation. */
    private static void ntlm(NamingFields n, String sender, List<NameClaim> names, List<IdentityClaim> out) {
        String user = LoginSign.cleanUser(PacketFields.first(n.ntlmUser()));
        if (user != null && !user.equals(NTLM_EMPTY)) {
            String domain = LoginSign.cleanUser(PacketFields.first(n.ntlmDomain()));
            out.add(new IdentityClaim(sender, user, domain == null || domain.equals(NTLM_EMPTY) ? "" : domain,
                    IdentityClaim.Source.NTLMSSP));
        }
        String host = PacketFields.first(n.ntlmHost());
        if (!host.equals(NTLM_EMPTY)) {
            add(names, sender, host, NameClaim.Source.NTLMSSP);
        }
    }

    /**
     * The name an LDAP client binds with (a DN, {@code user@domain}, or a domain and a user with a backslash between), as written; an
     * anonymous bind, and most SASL binds, have none.
     */
    private static void ldap(NamingFields n, String sender, List<IdentityClaim> out) {
        String name = LoginSign.cleanUser(PacketFields.first(n.ldapBindName()));
        if (name != null) {
            out.add(new IdentityClaim(sender, name, "", IdentityClaim.Source.LDAP));
        }
    }

    /** The user and realm of a Digest Authorization header (RFC 7616); the response hash is never read. */
    private static void digest(NamingFields n, String sender, List<IdentityClaim> out) {
        DigestUser.of(PacketFields.first(n.httpAuthorization())).ifPresent(d -> out.add(new IdentityClaim(sender,
                d.user(), d.realm(), IdentityClaim.Source.HTTP_DIGEST)));
    }

    /** The first NTLMSSP version's build, 0 when there is none or it is not a number (Samba states 0). */
    private static int windowsBuild(NamingFields n) {
        String build = PacketFields.first(n.ntlmBuild());
        if (build.isEmpty() || build.length() > 6) {
            return 0;
        }
        try {
            return Math.max(0, Integer.parseInt(build));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static boolean assigned(String address) {
        return !address.isEmpty() && !address.equals("0.0.0.0");
    }

    private static void add(List<NameClaim> out, String address, String raw, NameClaim.Source source) {
        String name = NameClaim.clean(raw);
        if (name == null || address == null || address.isEmpty()) {
            return;
        }
        NameClaim claim = new NameClaim(IpLiteral.canonical(address), name, source);
        if (!out.contains(claim)) {
            out.add(claim);
        }
    }

    private static List<String> layers(String protocols) {
        return protocols == null ? List.of() : List.of(protocols.split(":"));
    }
}
