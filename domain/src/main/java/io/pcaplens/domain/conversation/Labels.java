package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.HostClaims;
import io.pcaplens.domain.packet.SeenName;

import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * What the dissector named in a conversation's packets: the Protocol column (spec 2.4), the dissector
 * protocol they voted for, the file types their payloads start with (spec 2.6) and the distinct HTTP user
 * agents they carried.
 *
 * @param dissectorProtocol null when no packet had a meaningful label
 * @param names             every name the packets of the conversation's transport flow gave to its peer, in
 *                          {@link SeenName#ORDER}; what the hostname filter matches beside the SNI hostname
 * @param logins            the logins the conversation's packets carried in clear, in {@link Login#ORDER}; never
 *                          a password
 * @param dns               what the DNS headers said of NXDOMAIN answers and record types ({@link DnsAnswers#NONE})
 * @param claims            the names and users the packets stated for hosts, at most 64 of each, in their order
 *                          ({@link HostClaims#NONE})
 */
public record Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents,
                     List<SeenName> names, List<Login> logins, DnsAnswers dns, HostClaims claims) {

    public Labels {
        Objects.requireNonNull(protocol, "protocol");
        fileTypes = List.copyOf(fileTypes);
        httpUserAgents = List.copyOf(httpUserAgents);
        names = names.stream().distinct().sorted(SeenName.ORDER).toList();
        logins = logins.stream().distinct().sorted(Login.ORDER).toList();
        dns = dns == null ? DnsAnswers.NONE : dns;
        claims = claims == null ? HostClaims.NONE : claims;
    }

    /** Labels without host claims. */
    public Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents,
                  List<SeenName> names, List<Login> logins, DnsAnswers dns) {
        this(protocol, dissectorProtocol, fileTypes, httpUserAgents, names, logins, dns, HostClaims.NONE);
    }

    /** Labels without DNS answers. */
    public Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents,
                  List<SeenName> names, List<Login> logins) {
        this(protocol, dissectorProtocol, fileTypes, httpUserAgents, names, logins, DnsAnswers.NONE);
    }

    /** Labels without logins. */
    public Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents,
                  List<SeenName> names) {
        this(protocol, dissectorProtocol, fileTypes, httpUserAgents, names, List.of());
    }

    /** Labels without peer names. */
    public Labels(String protocol, String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents) {
        this(protocol, dissectorProtocol, fileTypes, httpUserAgents, List.of());
    }

    /** The same labels with these peer names. */
    public Labels withNames(Collection<SeenName> flowNames) {
        return new Labels(protocol, dissectorProtocol, fileTypes, httpUserAgents, List.copyOf(flowNames), logins, dns, claims);
    }
}
