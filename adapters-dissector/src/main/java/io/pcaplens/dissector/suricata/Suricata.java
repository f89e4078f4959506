package io.pcaplens.dissector.suricata;

import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.process.ToolVersion;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.dissection.port.IntrusionDetector;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.ids.IdsRuleset;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Intrusion detection with Suricata reading a capture offline, once per file: with the rules shipped here
 * (plus any in the configured rules directory) a run costs about 0.3 s of start-up, so no engine is kept
 * warm. Suricata exits 0 on unreadable captures; its log says why, and that is where failures are read.
 */
@ApplicationScoped
public class Suricata implements IntrusionDetector {

    static final String SHIPPED_RULES = "/suricata/pcaplens.rules";
    private static final long TIMEOUT_SECONDS = 3600;

    private RulesDirectory rulesDir;

    /** For the container's proxy. */
    protected Suricata() {
    }

    /** @param rulesDir a directory whose {@code *.rules} files are used beside the shipped rules */
    @Inject
    public Suricata(@ConfigProperty(name = "pcaplens.ids.rules-dir") Optional<String> rulesDir) {
        this.rulesDir = new RulesDirectory(rulesDir);
    }

    @Override
    public IdsRuleset ruleset() {
        try {
            return rulesDir.ruleset(shippedRules());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("the rules directory could not be read", e);
        }
    }

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("suricata", "suricata (from bookworm-backports)", List.of("suricata", "-V"),
                "Suricata version ");
    }

    /**
     * Suricata runs beside the dissection, which everything after it waits for: at a lower priority, its
     * threads take the cores tshark leaves idle instead of slowing it (it needs about 3.6 s of CPU for the
     * 1.4 M-packet mixed benchmark capture, burst over two cores).
     */
    static List<String> command(Path capture, Path logDir, Path rules) {
        return List.of("nice", "-n", "10",
                "suricata", "-r", capture.toString(), "-l", logDir.toString(), "-k", "none", "-S", rules.toString(),
                // captures often start mid-connection, and scanners' one-packet flows never complete a handshake
                "--set", "stream.midstream=true",
                // every eve record names its flow by Community ID, the key the rows carry too (the shipped
                // suricata.yaml's outputs are fast.log first, eve-log second)
                "--set", "outputs.1.eve-log.community-id=true",
                // user rule sets (ET Open) carry rules for these parsers, which are off by default
                "--set", "app-layer.protocols.modbus.enabled=yes", "--set", "app-layer.protocols.dnp3.enabled=yes");
    }

    @Override
    public List<IdsAlert> detect(Path capture, Path workDir) throws ToolFailure {
        try {
            Path rules = rulesFile(workDir);
            // a fresh log directory: Suricata appends to its logs
            Path logDir = Files.createDirectories(workDir.resolve("log-" + System.nanoTime()));
            ToolProcess.Result run = ToolProcess.run(command(capture, logDir, rules), TIMEOUT_SECONDS);
            Path log = logDir.resolve("suricata.log");
            String said = run.stdout() + "\n" + run.stderr() + "\n" + (Files.exists(log) ? Files.readString(log) : "");
            // a capture cut short in a frame: Suricata read every frame before the cut, and its alerts stand
            Optional<String> pcapError = said.lines().filter(l -> l.contains("E: pcap") || l.contains("Error: pcap"))
                    .filter(l -> !l.contains("truncated dump file")).findFirst();
            if (pcapError.isPresent()) {
                throw new ToolFailure(Tool.SURICATA, "Suricata could not read the capture: "
                        + pcapError.get().replaceAll(".*(E|Error): ", "").strip());
            }
            if (run.exitCode() != 0) {
                String first = said.lines().filter(l -> l.contains("E: ") || l.contains("Error")).findFirst()
                        .orElse("exit code " + run.exitCode());
                throw new ToolFailure(Tool.SURICATA, "Suricata failed: " + first.strip());
            }
            Path eve = logDir.resolve("eve.json");
            if (!Files.exists(eve)) {
                return List.of();
            }
            try (BufferedReader lines = Files.newBufferedReader(eve, StandardCharsets.UTF_8)) {
                return SuricataEveParser.alerts(lines);
            }
        } catch (IOException e) {
            throw new ToolFailure(Tool.SURICATA, "suricata could not be run: " + e.getMessage()
                    + " (is the suricata package from bookworm-backports installed, and the rules directory"
                    + " readable?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.SURICATA, "interrupted", e);
        }
    }

    /** Suricata takes exactly one -S file: the shipped rules and the user's, concatenated. */
    Path rulesFile(Path workDir) throws IOException {
        Path all = workDir.resolve("all.rules");
        // streamed: an ET Open set is tens of megabytes
        try (var out = Files.newOutputStream(all)) {
            out.write(shippedRules());
            for (Path f : rulesDir.files()) {
                out.write('\n');
                Files.copy(f, out);
            }
        }
        return all;
    }

    private static byte[] shippedRules() throws IOException {
        try (InputStream shipped = Suricata.class.getResourceAsStream(SHIPPED_RULES)) {
            return shipped.readAllBytes();
        }
    }
}
