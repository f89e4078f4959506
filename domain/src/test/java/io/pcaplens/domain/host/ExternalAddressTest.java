package io.pcaplens.domain.host;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExternalAddressTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "8.8.8.8", "1.1.1.1", "81.2.69.142", "93.184.216.34",
            "9.255.255.255", "11.0.0.0",           // either side of 10/8
            "100.63.255.255", "100.128.0.0",       // either side of 100.64/10
            "172.15.255.255", "172.32.0.0",        // either side of 172.16/12
            "169.253.1.1", "192.167.1.1", "198.17.255.255", "198.20.0.0", "192.0.1.1", "223.255.255.255",
            "2a00:1450:4001:80b::200e", "2001:4860:4860::8888", "2606:4700:4700::1111", "2001:200::1",
            "3ffe::1", "::ffff:8.8.8.8", "::ffff:808:808", "2002:808:808::1", "64:ff9b::8.8.8.8",
            "[2001:4860:4860::8888]"})
    void publicAddressesAreExternal(String ip) {
        assertTrue(ExternalAddress.isExternal(ip), ip);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "0.0.0.0", "0.1.2.3",                                  // this network / unspecified
            "10.0.0.1", "10.255.255.255",                          // private
            "172.16.0.1", "172.31.255.255",                        // private
            "192.168.1.1", "192.168.255.255",                      // private
            "100.64.0.1", "100.127.255.255",                       // CGNAT
            "127.0.0.1", "127.255.255.254",                        // loopback
            "169.254.0.1", "169.254.255.255",                      // link-local
            "224.0.0.251", "239.255.255.250",                      // multicast
            "240.0.0.1", "255.255.255.255",                        // reserved, broadcast
            "192.0.2.1", "198.51.100.7", "203.0.113.200",          // documentation
            "198.18.0.1", "198.19.255.255",                        // benchmarking
            "192.0.0.9", "192.88.99.1"})                           // protocol assignments, 6to4 relay
    void ipv4SpecialRangesAreNotExternal(String ip) {
        assertFalse(ExternalAddress.isExternal(ip), ip);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "::", "::1",                                           // unspecified, loopback
            "fc00::1", "fd12:3456:789a::1",                        // ULA fc00::/7
            "fe80::1", "fe80::1%eth0", "febf:ffff::1",             // link-local fe80::/10
            "fec0::1",                                             // deprecated site-local
            "ff02::1", "ff02::fb", "ff05::1:3",                    // multicast
            "2001:db8::1", "2001:db8:ffff::1",                     // documentation
            "3fff::1", "3fff:fff:ffff::1",                         // documentation 3fff::/20
            "2001::1", "2001:0:4136:e378::1",                      // Teredo, protocol assignments 2001::/23
            "::ffff:192.168.1.1", "::ffff:10.0.0.1", "::ffff:127.0.0.1", "::ffff:c0a8:101", // mapped private
            "2002:c0a8:101::1",                                    // 6to4 of a private address
            "64:ff9b::10.0.0.1", "64:ff9b:1::1",                   // NAT64 of private, local-use NAT64
            "100::1", "5f00::1", "4000::1", "e000::1"})            // discard-only, SRv6, unassigned
    void ipv6SpecialRangesAreNotExternal(String ip) {
        assertFalse(ExternalAddress.isExternal(ip), ip);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "example.com", "00:1b:21:3a:4f:10", "8.8.8", "8.8.8.256", "1.2.3.4.5", "dns.google",
            "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9", "::g", "deadbeef"})
    void textThatIsNotAnAddressIsNotExternal(String text) {
        assertFalse(ExternalAddress.isExternal(text), text);
    }
}
