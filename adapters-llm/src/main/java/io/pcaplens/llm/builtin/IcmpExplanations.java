package io.pcaplens.llm.builtin;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ICMP and ICMPv6 as the dissector summarises them: echo ("Echo (ping) request id=0x04ca, seq=1/256, ttl=64"),
 * errors ("Destination unreachable (Port unreachable)", "Time-to-live exceeded (…)") and IPv6 neighbour
 * discovery ("Neighbor Solicitation for … from …", "Router Advertisement from …").
 */
final class IcmpExplanations implements ProtocolExplanations {

    private static final Pattern ECHO = Pattern.compile(
            "^Echo \\(ping\\) (request|reply)\\s+id=(0x[0-9a-fA-F]+),\\s*seq=(\\d+)");
    private static final Pattern UNREACHABLE = Pattern.compile("^Destination unreachable(?: \\(([^)]*)\\))?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SOLICITATION = Pattern.compile("^Neighbor Solicitation for (\\S+)");
    private static final Pattern ADVERTISEMENT = Pattern.compile(
            "^Neighbor Advertisement (\\S+)(?: \\(([^)]*)\\))?(?: is at (\\S+))?");

    /** Unreachable codes (ICMP type 3, ICMPv6 type 1) in the dissector's words, lowercased, with their meaning. */
    private static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry("port unreachable", "no program listens on the destination port (typically a closed UDP port)"),
            Map.entry("host unreachable", "the destination host could not be reached"),
            Map.entry("network unreachable", "there is no route to the destination network"),
            Map.entry("protocol unreachable", "the destination does not support the transport protocol used"),
            Map.entry("fragmentation needed", "the packet is too large for a link on the way and may not be"
                    + " fragmented (path MTU discovery)"),
            Map.entry("communication administratively filtered", "a router or firewall blocked it by policy"),
            Map.entry("host administratively prohibited", "a router or firewall blocked it by policy"),
            Map.entry("network administratively prohibited", "a router or firewall blocked it by policy"),
            Map.entry("administratively prohibited", "a router or firewall blocked it by policy"),
            Map.entry("no route to destination", "there is no route to the destination"),
            Map.entry("address unreachable", "the destination address could not be reached"));

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        if (!protocol.equals("ICMP") && !protocol.equals("ICMPV6")) {
            return Optional.empty();
        }
        String info = step.info();
        String who = step.sender();
        String version = protocol.equals("ICMPV6") ? "ICMPv6" : "ICMP";
        Matcher m = ECHO.matcher(info);
        if (m.find()) {
            if (m.group(1).equals("request")) {
                String unanswered = info.contains("no response found") ? " No reply to it appears in the capture."
                        : "";
                return Optional.of(who + " pings " + step.receiver() + " (" + version + " echo request, sequence "
                        + m.group(3) + ") to test whether it is reachable." + unanswered);
            }
            return Optional.of(who + " answers the ping (" + version + " echo reply, sequence " + m.group(3)
                    + "), so it is reachable.");
        }
        m = UNREACHABLE.matcher(info);
        if (m.find()) {
            String code = m.group(1) == null ? "" : m.group(1).strip();
            String reason = REASONS.get(code.toLowerCase(Locale.ROOT));
            return Optional.of(who + " reports that a packet could not be delivered (" + version
                    + " destination unreachable" + (code.isEmpty() ? "" : ": " + code) + ")"
                    + (reason == null ? "" : ": " + reason) + ". The message quotes the start of the packet that"
                    + " failed.");
        }
        String lower = info.toLowerCase(Locale.ROOT);
        if (lower.startsWith("time-to-live exceeded") || lower.startsWith("time exceeded")) {
            return Optional.of(who + " reports that a packet's time-to-live ran out on the way (" + version
                    + " time exceeded): typical of a traceroute, or of a routing loop.");
        }
        if (lower.startsWith("redirect")) {
            return Optional.of(who + " tells the sender to use another gateway for a destination (" + version
                    + " redirect); unexpected redirects can be used to reroute traffic.");
        }
        return neighbourDiscovery(step, info).or(() -> Optional.of(step.sendsSummarised("an " + version + " message")));
    }

    /** ICMPv6 neighbour and router discovery, IPv6's counterpart of ARP and of DHCP's router option. */
    private static Optional<String> neighbourDiscovery(StepFacts step, String info) {
        String who = step.sender();
        Matcher m = SOLICITATION.matcher(info);
        if (m.find()) {
            if ("::".equals(step.senderAddress())) {
                return Optional.of("A device checks that the address " + m.group(1) + " is not yet in use before"
                        + " taking it (IPv6 duplicate address detection).");
            }
            return Optional.of(who + " asks which hardware (MAC) address belongs to " + m.group(1) + " (IPv6"
                    + " neighbour solicitation, the IPv6 counterpart of an ARP request).");
        }
        m = ADVERTISEMENT.matcher(info);
        if (m.find()) {
            String flags = m.group(2) == null ? "" : m.group(2);
            return Optional.of(who + " announces that " + m.group(1)
                    + (m.group(3) == null ? " is reachable" : " is at the hardware address " + m.group(3))
                    + " (IPv6 neighbour advertisement" + (flags.contains("sol") ? ", in answer to a solicitation" : "")
                    + ")" + (flags.contains("rtr") ? "; the sender is a router." : "."));
        }
        if (info.startsWith("Router Solicitation")) {
            return Optional.of(who + " asks the routers on the local link to announce themselves (IPv6 router"
                    + " solicitation), typically while configuring its address.");
        }
        if (info.startsWith("Router Advertisement")) {
            return Optional.of(who + " announces itself as a router and gives the link's network settings, such as"
                    + " address prefixes (IPv6 router advertisement); hosts configure their addresses from it.");
        }
        if (info.startsWith("Multicast Listener Report")) {
            return Optional.of(who + " reports which multicast groups it wants to receive (MLD listener report).");
        }
        if (info.startsWith("Multicast Listener Query")) {
            return Optional.of(who + " asks which multicast groups the hosts on the link want to receive (MLD"
                    + " query).");
        }
        return Optional.empty();
    }
}
