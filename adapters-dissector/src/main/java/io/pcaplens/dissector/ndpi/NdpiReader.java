package io.pcaplens.dissector.ndpi;

import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.process.ToolVersion;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.dissection.port.DeepPacketInspector;
import io.pcaplens.domain.flow.FlowFacts;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Deep packet inspection with nDPI's ndpiReader: one run over the capture writes one text line per flow
 * ({@code -w FILE -v 2}, the only output of nDPI 4.2 with categories and risks), parsed by
 * {@link NdpiFlowListing}. ndpiReader exits 0 on every kind of failure and says why on its standard output,
 * so that is where failures are recognised.
 */
@ApplicationScoped
public class NdpiReader implements DeepPacketInspector {

    /** ndpiReader reads a capture about 40 times faster than tshark; this is far beyond any real run. */
    private static final long TIMEOUT_SECONDS = 1800;

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("ndpiReader", "libndpi-bin", List.of("ndpiReader", "-h"), "Welcome to nDPI ");
    }

    static List<String> command(Path capture, Path output) {
        // -t: also dissect GTP/TZSP/CAPWAP tunnels, as nDPI's own regression runs do
        return List.of("ndpiReader", "-q", "-t", "-i", capture.toString(), "-w", output.toString(), "-v", "2");
    }

    @Override
    public List<FlowFacts> inspect(Path capture, Path workDir) throws ToolFailure {
        Path output = workDir.resolve("ndpi-flows.txt");
        try {
            Files.deleteIfExists(output);
            ToolProcess.Result run = ToolProcess.run(command(capture, output), TIMEOUT_SECONDS);
            String said = (run.stdout() + "\n" + run.stderr()).strip();
            if (said.contains("Unsupported datalink")) {
                throw new ToolFailure(Tool.NDPI_READER, "nDPI does not support this capture's link type ("
                        + firstLine(said, "Unsupported datalink") + ")");
            }
            if (said.contains("ERROR")) {
                throw new ToolFailure(Tool.NDPI_READER, "ndpiReader could not read the capture: " + firstLine(said, "ERROR"));
            }
            if (run.exitCode() != 0) {
                throw new ToolFailure(Tool.NDPI_READER, "ndpiReader failed with exit code " + run.exitCode());
            }
            if (!Files.exists(output)) {
                return List.of();
            }
            var decoder = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
            try (BufferedReader text = new BufferedReader(new java.io.InputStreamReader(Files.newInputStream(output), decoder))) {
                return NdpiFlowListing.read(text);
            }
        } catch (IOException e) {
            throw new ToolFailure(Tool.NDPI_READER, "ndpiReader could not be run: " + e.getMessage()
                    + " (is the libndpi-bin package installed?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.NDPI_READER, "interrupted", e);
        }
    }

    private static String firstLine(String text, String containing) {
        return text.lines().filter(l -> l.contains(containing)).findFirst().orElse(containing).strip()
                .replaceAll("/\\S+/", "");
    }
}
