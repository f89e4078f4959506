package io.pcaplens.domain.packet;

/**
 * The raw values of the selectors that name hosts and their users, read in the same pass as the rest of a frame
 * ({@link PacketFields#naming}): DNS answers (also mDNS and LLMNR, which tshark reads with the DNS dissector), DHCP
 * client names, NetBIOS names, Kerberos AS-REQ client names and NTLMSSP AUTHENTICATE users. Multi-valued ones are
 * joined by {@link PacketFields#VALUE_SEPARATOR} as every selector; of the others only the first value counts.
 *
 * @param dnsAnswerTypes  {@code dns.resp.type}: each resource record's type, in the packet's order
 * @param dnsAnswerNames  {@code dns.resp.name}: each resource record's owner name, the same order
 * @param dnsAddresses    {@code dns.a}: the address of each A record, in order
 * @param dnsAddresses6   {@code dns.aaaa}: the address of each AAAA record, in order
 * @param dnsPointers     {@code dns.ptr.domain_name}: the name of each PTR record, in order
 * @param dhcpClientIp    {@code dhcp.ip.client} (ciaddr)
 * @param dhcpRequestedIp {@code dhcp.option.requested_ip_address}
 * @param nbnsGroup       {@code nbns.nb_flags.group} of the first name record with an address
 * @param ntlmBuild       {@code ntlmssp.version.build_number}: the Windows build an NTLMSSP message's sender states
 * @param ldapBindName    {@code ldap.name}: the name of an LDAP BindRequest (its password is never selected)
 * @param httpAuthorization {@code http.authorization}: a request's Authorization header, read only for a Digest
 *                        user and never kept
 */
public record NamingFields(
        String dnsAnswerTypes,
        String dnsAnswerNames,
        String dnsAddresses,
        String dnsAddresses6,
        String dnsPointers,
        String dhcpHostName,
        String dhcpFqdn,
        String dhcpClientIp,
        String dhcpRequestedIp,
        String nbnsName,
        String nbnsAddress,
        String nbnsGroup,
        String browserCommand,
        String browserServer,
        String kerberosMessageType,
        String kerberosClientName,
        String kerberosRealm,
        String ntlmUser,
        String ntlmDomain,
        String ntlmHost,
        String ntlmBuild,
        String ldapBindName,
        String httpAuthorization) {

    public static final NamingFields NONE = new NamingFields("", "", "", "", "", "", "", "", "", "", "", "", "", "",
            "", "", "", "", "", "", "", "", "");

    /** How many selectors a record holds, in the order of its components. */
    public static final int COUNT = 23;

    /** The record of the selectors' values in the order of its components. */
    public static NamingFields of(String[] v, int from) {
        return new NamingFields(v[from], v[from + 1], v[from + 2], v[from + 3], v[from + 4], v[from + 5],
                v[from + 6], v[from + 7], v[from + 8], v[from + 9], v[from + 10], v[from + 11], v[from + 12],
                v[from + 13], v[from + 14], v[from + 15], v[from + 16], v[from + 17], v[from + 18], v[from + 19],
                v[from + 20], v[from + 21], v[from + 22]);
    }

    /** Never a user's secret: a NTLMSSP or Kerberos name is kept, but this record is not logged. */
    @Override
    public String toString() {
        return "NamingFields";
    }
}
