package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.Cidr;
import io.pcaplens.domain.packet.IpLiteral;

import java.util.ArrayList;
import java.util.List;

/**
 * The ip filter's terms, OR-ed (spec 10.2 "IP / Hostname", partial values accepted): a CIDR block is a range,
 * a complete address matches that address exactly (a link to 10.0.1.11 must not also list 10.0.1.110), and
 * anything else, a partial address or a host name, is a case-insensitive substring. Terms are separated by
 * commas, which no address, block or host name holds.
 *
 * @param ranges   blocks either endpoint lies in; a complete address is a block of one
 * @param partials texts an address or a name seen in the flow contains
 */
public record IpFilter(List<Cidr> ranges, List<String> partials) {

    public static final IpFilter NONE = new IpFilter(List.of(), List.of());

    public IpFilter {
        ranges = List.copyOf(ranges);
        partials = List.copyOf(partials);
    }

    public static IpFilter parse(String text) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        List<Cidr> ranges = new ArrayList<>();
        List<String> partials = new ArrayList<>();
        for (String part : text.split(",")) {
            String term = part.strip();
            if (term.isEmpty()) {
                continue;
            }
            var block = Cidr.block(term);
            if (block.isPresent()) {
                ranges.add(block.get());
            } else if (IpLiteral.parse(term) != null) {
                ranges.add(Cidr.parse(term));
            } else {
                partials.add(term);
            }
        }
        return new IpFilter(ranges, partials);
    }

    public boolean isEmpty() {
        return ranges.isEmpty() && partials.isEmpty();
    }

    /** Whether a block is one whole address, written without its prefix length. */
    public static boolean isAddress(Cidr range) {
        return range.prefix() == range.network().length * 8;
    }
}
