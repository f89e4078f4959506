package io.pcaplens.llm.builtin;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** DHCP as the dissector summarises it: "DHCP Discover - Transaction ID 0x3d1d", and DHCPv6 ("Solicit XID: …"). */
final class DhcpExplanations implements ProtocolExplanations {

    private static final Pattern DHCP = Pattern.compile("^DHCP (\\w+)\\s*- Transaction ID (0x[0-9a-fA-F]+)");
    private static final Pattern DHCPV6 = Pattern.compile("^(Solicit|Advertise|Request|Confirm|Renew|Rebind|Reply"
            + "|Release|Decline|Reconfigure|Information-request) XID: (0x[0-9a-fA-F]+)");

    private static final Map<String, String> DOINGS = Map.of(
            "Discover", "looks for a DHCP server that can lease it an IP address",
            "Offer", "offers an IP address lease to the client",
            "Request", "asks to take (or renew) the lease of an offered address",
            "ACK", "confirms the lease, so the client may now use the address",
            "NAK", "refuses the client's request, so the client must start over",
            "Release", "gives its leased address back",
            "Inform", "asks for configuration only, having an address already",
            "Decline", "refuses the offered address because it is already in use");

    private static final Map<String, String> V6_DOINGS = Map.ofEntries(
            Map.entry("Solicit", "looks for DHCPv6 servers"),
            Map.entry("Advertise", "offers its DHCPv6 service"),
            Map.entry("Request", "asks for addresses and configuration"),
            Map.entry("Confirm", "checks that its addresses still fit the link"),
            Map.entry("Renew", "asks to extend its lease"),
            Map.entry("Rebind", "asks any server to extend its lease"),
            Map.entry("Reply", "answers with addresses and configuration"),
            Map.entry("Release", "gives its addresses back"),
            Map.entry("Decline", "refuses addresses that are already in use"),
            Map.entry("Reconfigure", "tells the client to refresh its configuration"),
            Map.entry("Information-request", "asks for configuration only"));

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        String subject = "0.0.0.0".equals(step.senderAddress()) ? "A client that has no IP address yet"
                : step.sender();
        if (protocol.equals("DHCP") || protocol.equals("BOOTP")) {
            Matcher m = DHCP.matcher(step.info());
            String doing = m.find() ? DOINGS.get(m.group(1)) : null;
            if (doing == null) {
                return Optional.of(subject + " sends a DHCP message to " + step.receiver() + ".");
            }
            return Optional.of(subject + " " + doing + " (DHCP " + m.group(1) + ", transaction " + m.group(2) + ").");
        }
        if (protocol.equals("DHCPV6")) {
            Matcher m = DHCPV6.matcher(step.info());
            if (!m.find()) {
                return Optional.of(subject + " sends a DHCPv6 message to " + step.receiver() + ".");
            }
            return Optional.of(subject + " " + V6_DOINGS.get(m.group(1)) + " (DHCPv6 " + m.group(1) + ", transaction "
                    + m.group(2) + ").");
        }
        return Optional.empty();
    }
}
