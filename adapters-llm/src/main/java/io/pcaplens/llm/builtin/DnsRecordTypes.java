package io.pcaplens.llm.builtin;

import java.util.Map;

/** DNS record types by mnemonic, with what each one holds, in words. */
final class DnsRecordTypes {

    private static final Map<String, String> MEANING = Map.ofEntries(
            Map.entry("A", "IPv4 address"),
            Map.entry("AAAA", "IPv6 address"),
            Map.entry("CNAME", "alias"),
            Map.entry("MX", "mail server"),
            Map.entry("NS", "name server"),
            Map.entry("PTR", "name pointer"),
            Map.entry("SOA", "zone authority"),
            Map.entry("SRV", "service location"),
            Map.entry("TXT", "text"),
            Map.entry("ANY", "all records"),
            Map.entry("HINFO", "host information"),
            Map.entry("NAPTR", "naming authority pointer"),
            Map.entry("LOC", "geographic location"),
            Map.entry("HTTPS", "HTTPS service binding"),
            Map.entry("SVCB", "service binding"),
            Map.entry("CAA", "allowed certificate authorities"),
            Map.entry("DS", "DNSSEC delegation signer"),
            Map.entry("DNSKEY", "DNSSEC public key"),
            Map.entry("RRSIG", "DNSSEC signature"),
            Map.entry("NSEC", "DNSSEC next secure name"),
            Map.entry("NSEC3", "DNSSEC hashed next secure name"),
            Map.entry("TLSA", "TLS certificate association"),
            Map.entry("SSHFP", "SSH host key fingerprint"),
            Map.entry("SPF", "sender policy"),
            Map.entry("DNAME", "subtree alias"),
            Map.entry("AXFR", "whole zone transfer"),
            Map.entry("IXFR", "incremental zone transfer"),
            Map.entry("OPT", "EDNS options"),
            Map.entry("NULL", "null"),
            Map.entry("WKS", "well-known services"),
            Map.entry("RP", "responsible person"),
            Map.entry("KEY", "public key"),
            Map.entry("SIG", "signature"));

    private DnsRecordTypes() {
    }

    static boolean known(String token) {
        return MEANING.containsKey(token);
    }

    /** "AAAA record (IPv6 address)"; a type without a known meaning is just named. */
    static String named(String type) {
        String meaning = MEANING.get(type);
        return meaning == null ? type + " record" : type + " record (" + meaning + ")";
    }
}
