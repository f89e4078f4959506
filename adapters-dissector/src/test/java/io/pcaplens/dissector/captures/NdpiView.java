package io.pcaplens.dissector.captures;

import io.pcaplens.domain.flow.DpiApplication;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.FlowRisk;
import io.pcaplens.domain.packet.Transport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The flows ndpiReader lists for a capture, read from its own {@code -w FILE -v 2} text by the form of its lines,
 * and told from imitations of flow lines that the capture carries in its values by their known text. Independent
 * of how the service reads ndpiReader; only a flow's first line is read.
 */
public final class NdpiView {

    /**
     * One flow ndpiReader listed.
     *
     * @param undetected     listed after "Undetected flows:"
     * @param number         its number in its part of the list
     * @param app            the application after the master protocol, null for Unknown
     * @param risks          normalised names of the risks on its first line
     * @param valueLineEnd   a value of the flow holds a line end, so its items go on past its first line
     */
    public record Flow(boolean undetected, int number, FlowKey key, String app, List<String> risks,
                       boolean valueLineEnd) {
    }

    private static final Pattern FLOW_LINE = Pattern.compile(
            "^\\t(\\d+)\\t([A-Z0-9]+) (\\S+):(\\d+) (?:<->|->) (\\S+):(\\d+) (?:\\[VLAN: \\d+\\])?"
                    + "\\[proto: [^/\\]]*/([^\\]]+)\\]");
    private static final Pattern RISK = Pattern.compile("\\[Risk: ([^\\]]*)\\]");

    private NdpiView() {
    }

    /** Runs ndpiReader on the capture as the service does and reads what it printed. */
    public static List<Flow> listed(Path capture, Path work, List<String> imitations)
            throws IOException, InterruptedException {
        Path printed = work.resolve(capture.getFileName() + ".ndpi.txt");
        Process ndpi = new ProcessBuilder("ndpiReader", "-q", "-t", "-i", capture.toString(), "-w", printed.toString(),
                "-v", "2").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (ndpi.waitFor() != 0) {
            throw new IOException("ndpiReader failed on " + capture);
        }
        return listed(new String(Files.readAllBytes(printed), StandardCharsets.ISO_8859_1), imitations);
    }

    /** The flows of ndpiReader's text: its flow lines that start none of the imitations. */
    public static List<Flow> listed(String printed, List<String> imitations) {
        List<Flow> flows = new ArrayList<>();
        boolean undetected = false;
        String[] lines = printed.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            boolean imitated = imitations.stream().anyMatch(line::startsWith);
            if (line.equals("Undetected flows:") && i + 1 < lines.length
                    && imitations.stream().noneMatch(lines[i + 1]::startsWith)) {
                undetected = true;
            }
            Matcher m = FLOW_LINE.matcher(line);
            if (imitated || !m.find()) {
                continue;
            }
            List<String> risks = new ArrayList<>();
            Matcher risk = RISK.matcher(line);
            if (risk.find()) {
                Arrays.stream(risk.group(1).split("\\*\\*")).filter(r -> !r.isBlank()).map(FlowRisk::normalise)
                        .forEach(risks::add);
            }
            FlowKey key = FlowKey.of(transport(m.group(2)), address(m.group(3)), Integer.parseInt(m.group(4)),
                    address(m.group(5)), Integer.parseInt(m.group(6)));
            flows.add(new Flow(undetected, Integer.parseInt(m.group(1)), key,
                    DpiApplication.of(m.group(7)).orElse(null), List.copyOf(risks), !line.endsWith("]")));
        }
        return flows;
    }

    private static Transport transport(String printed) {
        return Arrays.stream(Transport.values()).filter(t -> t.name().equals(printed)).findFirst().orElse(Transport.IP);
    }

    private static String address(String printed) {
        return printed.startsWith("[") && printed.endsWith("]") ? printed.substring(1, printed.length() - 1) : printed;
    }
}
