package io.pcaplens.dissector.suricata;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rule set Suricata is given, as the service reports it, against Suricata's own count of what it loaded. */
class SuricataRulesetTest {

    private static final String LOCAL = """
            alert http any any -> any any (msg:"LOCAL bro.org page requested"; flow:to_server; http.host; content:"bro.org"; sid:1000001; rev:1;)
            # alert http any any -> any any (msg:"LOCAL disabled"; flow:to_server; sid:1000002; rev:1;)
            alert dns any any -> any any (msg:"LOCAL example.com looked up"; dns.query; content:"example.com"; sid:1000003; rev:1;)
            """;

    @TempDir
    Path work;

    /** "N rules successfully loaded" from Suricata's log of a run with exactly these rules. */
    private int loadedBySuricata(Path rules) throws Exception {
        Path log = Files.createDirectories(work.resolve("log-" + System.nanoTime()));
        Process p = new ProcessBuilder("suricata", "-T", "-l", log.toString(), "-S", rules.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertEquals(0, p.waitFor());
        Matcher m = Pattern.compile("(\\d+) rules successfully loaded").matcher(Files.readString(log.resolve("suricata.log")));
        assertTrue(m.find(), "Suricata logs what it loaded");
        return Integer.parseInt(m.group(1));
    }

    @Test
    void withoutARulesDirectoryOnlyTheBuiltInRulesRunAndTheSetSaysSo() throws Exception {
        Suricata ids = new Suricata(Optional.of(work.resolve("absent").toString()));
        IdsRuleset set = ids.ruleset();

        assertTrue(set.builtInOnly());
        assertEquals(1, set.sources().size());
        assertEquals(loadedBySuricata(ids.rulesFile(work)), set.ruleCount());
        assertTrue(set.warning().isPresent());
    }

    @Test
    void aRulesFileOfTheDirectoryIsCountedDatedAndNamedByItsOrigin() throws Exception {
        Path dir = Files.createDirectories(work.resolve("rules"));
        Path local = Files.writeString(dir.resolve("suricata.rules"), LOCAL);
        Files.writeString(dir.resolve("suricata.rules.source"), "origin=local file bro.rules\nupdated=2026-12-01T20:10:24Z\n");
        Suricata ids = new Suricata(Optional.of(dir.toString()));
        IdsRuleset set = ids.ruleset();

        assertFalse(set.builtInOnly());
        RuleSource added = set.sources().get(1);
        assertEquals(new RuleSource("suricata.rules", "local file bro.rules", false, loadedBySuricata(local),
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(local)))
                        .substring(0, 12), Instant.parse("2026-12-01T20:10:24Z")), added);
        assertEquals(loadedBySuricata(ids.rulesFile(work)), set.ruleCount(), "what the service says it runs, Suricata loads");
    }

    @Test
    void aFailureToRunSaysWhatFailedWithoutTheServersPaths() throws Exception {
        Path notADirectory = Files.writeString(work.resolve("work"), "");
        Suricata ids = new Suricata(Optional.empty());
        ToolFailure failure = assertThrows(ToolFailure.class, () -> ids.detect(work.resolve("none.pcap"), notADirectory));
        assertTrue(failure.reason().contains(work.toString()), "the tool's own words name the file: " + failure.reason());

        String reason = ToolOutcome.failed(Tool.SURICATA, failure).reason();
        assertTrue(reason.startsWith("suricata could not be run: "), reason);
        assertFalse(reason.contains(work.toString()) || reason.contains("/tmp"), reason);
    }
}
