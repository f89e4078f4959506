package io.pcaplens.llm.builtin;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ARP as the dissector summarises it: "Who has 10.10.10.1? Tell 10.10.10.2", "10.10.10.1 is at
 * 00:1d:09:f0:92:ab", "Gratuitous ARP for 10.0.0.1 (Request)", "ARP Announcement for 192.168.22.81",
 * "Who has 10.0.0.5? (ARP Probe)", with "(duplicate use of … detected!)" when an address has two owners.
 */
final class ArpExplanations implements ProtocolExplanations {

    private static final Pattern WHO_HAS = Pattern.compile("^Who has (\\S+?)\\?\\s*(?:Tell (\\S+))?");
    private static final Pattern IS_AT = Pattern.compile("^(\\S+) is at (\\S+)");
    private static final Pattern ANNOUNCEMENT = Pattern.compile("^(?:Gratuitous ARP|ARP Announcement) for (\\S+)");
    private static final String DUPLICATE = " Wireshark saw this address claimed by more than one hardware address:"
            + " an address conflict or a sign of ARP spoofing.";

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("ARP") && !step.protocol().equals("RARP")) {
            return Optional.empty();
        }
        String info = step.info();
        String duplicate = info.contains("duplicate use of") ? DUPLICATE : "";
        Matcher m = ANNOUNCEMENT.matcher(info);
        if (m.find()) {
            return Optional.of(m.group(1) + " announces its own address without being asked"
                    + " (gratuitous ARP), so that its neighbours update their caches; unexpected announcements can be"
                    + " a sign of ARP spoofing." + duplicate);
        }
        m = WHO_HAS.matcher(info);
        if (m.find()) {
            String target = m.group(1);
            if (info.contains("(ARP Probe)") || "0.0.0.0".equals(m.group(2))) {
                return Optional.of("A device checks whether the address " + target + " is already in use before"
                        + " taking it (ARP probe)." + duplicate);
            }
            String asker = m.group(2) != null ? m.group(2) : step.sender();
            return Optional.of(asker + " asks which device has the IP address " + target + " (ARP request), to"
                    + " learn its hardware (MAC) address on the local network." + duplicate);
        }
        m = IS_AT.matcher(info);
        if (m.find()) {
            String owner = m.group(1).equals(step.senderAddress()) ? "it" : m.group(1);
            return Optional.of(step.sender() + " replies that " + owner + " is at the hardware address "
                    + m.group(2) + " (ARP reply)." + duplicate);
        }
        return Optional.of(step.sendsSummarised("an ARP message"));
    }
}
