package io.pcaplens.llm.builtin;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** UDP datagrams no higher protocol was recognised in: "51413 → 6881 Len=20". */
final class UdpExplanations implements ProtocolExplanations {

    private static final Pattern DATAGRAM = Pattern.compile("^(\\d+)\\s*(?:→|->)\\s*(\\d+)\\s+Len=(\\d+)");

    @Override
    public Optional<String> explain(StepFacts step) {
        if (!step.protocol().equals("UDP")) {
            return Optional.empty();
        }
        Matcher m = DATAGRAM.matcher(step.info());
        String what = m.find()
                ? "a UDP datagram with " + Wording.bytes(Long.parseLong(m.group(3))) + " of data from port "
                        + m.group(1) + " to port " + m.group(2) + " of " + step.receiver()
                : "a UDP datagram of " + Wording.bytes(step.size()) + " to " + step.receiver();
        return Optional.of(step.sender() + " sends " + what + ". UDP needs no connection set-up, and no"
                + " higher protocol was recognised in this datagram.");
    }
}
