package io.pcaplens.persistence.signature;

import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.signature.PayloadProbe;
import io.pcaplens.domain.signature.RuleProblem;
import io.pcaplens.domain.signature.SignatureFile;
import io.pcaplens.domain.signature.SignatureRule;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** signatures.yml as users write it: what a valid file gives, and where each mistake is reported. */
class SignatureYamlTest {

    private static String file(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    /** The single problem of an invalid file. */
    private static RuleProblem problem(String text) {
        SignatureFile f = SignatureYaml.parse(text);
        assertTrue(f.rules().isEmpty(), "an invalid file gives no rules");
        assertEquals(1, f.problems().size(), f.problems().toString());
        return f.problems().get(0);
    }

    private static void assertProblem(String rule, int line, String messagePart, String text) {
        RuleProblem p = problem(text);
        assertEquals(rule, p.rule(), p.toString());
        assertEquals(line, p.line(), p.toString());
        assertTrue(p.message().contains(messagePart), p.toString());
    }

    @Test
    void theShippedFileIsValidAndNamesEachRuleOnce() throws Exception {
        Path shipped = Path.of(System.getProperty("user.dir")).resolve("../signatures.yml");
        SignatureFile f = SignatureYaml.parse(Files.readString(shipped));
        assertEquals(List.of(), f.problems());
        assertTrue(f.rules().size() >= 10, "starter rules: " + f.rules().size());
        assertEquals(f.rules().size(), f.rules().stream().map(SignatureRule::name).distinct().count());
    }

    @Test
    void everyConditionKindIsRead() {
        SignatureFile f = SignatureYaml.parse(file(
                "rules:",
                "  - name: everything",
                "    description: all kinds",
                "    severity: Critical",
                "    ip: [10.0.0.1, '2001:db8::1']",
                "    cidr: 10.0.0.0/8",
                "    port: 21",
                "    srcPort: [1024, 1025]",
                "    dstPort: 21",
                "    protocol: ftp",
                "    dissectorProtocol: FTP",
                "    app: FTP_CONTROL",
                "    category: Download",
                "    hostname: '*.example.com'",
                "    ja3: e7d705a3286e19ea42f587b344ee6865",
                "    risk: Clear-Text Credentials",
                "    payload_contains:",
                "      - ascii: 'USER '",
                "      - hex: '0x5041 5353'",
                "    payload_regex:",
                "      - '^PASS '",
                "      - {regex: '^user ', ignore_case: true}",
                "    match_all: yes",
                "    device_type: server",
                "  - name: short",
                "    severity: low",
                "    port: 23"));
        assertEquals(List.of(), f.problems());
        SignatureRule r = f.rules().get(0);
        assertEquals("everything", r.name());
        assertEquals(Severity.CRITICAL, r.severity());
        assertEquals("Server", r.deviceType());
        assertEquals(2, r.line());
        assertEquals(12, r.conditions().size());
        assertTrue(r.payload().matchAll());
        assertEquals(4, r.payload().probes().size());
        assertArrayEquals(HexFormat.of().parseHex("50415353"), ((PayloadProbe.Bytes) r.payload().probes().get(1)).bytes());
        assertTrue(((PayloadProbe.Regex) r.payload().probes().get(3)).pattern().matcher("USER x").find());
        assertTrue(!((PayloadProbe.Regex) r.payload().probes().get(2)).pattern().matcher("pass x").find());
        assertEquals("", f.rules().get(1).description());
        assertEquals(25, f.rules().get(1).line());
        assertTrue(SignatureYaml.parse("").valid());
        assertTrue(SignatureYaml.parse("rules: []\n").valid());
    }

    @Test
    void badYamlIsReportedWithItsLine() {
        assertProblem(null, 4, "not valid YAML", file(
                "rules:",
                "  - name: a",
                "    severity: low",
                "   port: [23",
                ""));
    }

    @Test
    void anUnknownKeyIsReportedWithTheRuleAndLine() {
        assertProblem("telnet", 5, "unknown key 'prot'", file(
                "rules:",
                "  - name: telnet",
                "    severity: high",
                "    port: 23",
                "    prot: TELNET"));
        assertProblem(null, 1, "unknown key 'rule'", file("rule:", "  - name: x"));
    }

    @Test
    void aBadSeverityIsReported() {
        assertProblem("x", 3, "severity must be critical, high, medium or low", file(
                "rules:",
                "  - name: x",
                "    severity: severe",
                "    port: 23"));
        assertProblem("x", 2, "'severity' is required", file(
                "rules:",
                "  - name: x",
                "    port: 23"));
    }

    @Test
    void aRegexThatDoesNotCompileIsReportedAtThePattern() {
        assertProblem("bad-regex", 6, "payload_regex does not compile", file(
                "rules:",
                "  - name: bad-regex",
                "    severity: high",
                "    payload_regex:",
                "      - '^GET '",
                "      - {regex: '(unclosed', ignore_case: true}"));
    }

    @Test
    void aDuplicateNameIsReportedAtItsSecondRule() {
        assertProblem("telnet", 5, "duplicate name: line 2", file(
                "rules:",
                "  - name: telnet",
                "    severity: high",
                "    port: 23",
                "  - name: telnet",
                "    severity: low",
                "    port: 2323"));
    }

    @Test
    void wrongTypesAreReported() {
        assertProblem("p", 4, "port must be a port number", file(
                "rules:", "  - name: p", "    severity: low", "    port: telnet"));
        assertProblem("p", 4, "port must be a port number", file(
                "rules:", "  - name: p", "    severity: low", "    port: 70000"));
        assertProblem("p", 4, "protocol must be a single value", file(
                "rules:", "  - name: p", "    severity: low", "    protocol: {name: TCP}"));
        assertProblem("p", 5, "{ascii: text} or {hex: bytes}", file(
                "rules:", "  - name: p", "    severity: low", "    payload_contains:", "      - 'USER '"));
        assertProblem("p", 5, "not whole hex bytes", file(
                "rules:", "  - name: p", "    severity: low", "    payload_contains:", "      - hex: '0x123'"));
        assertProblem("p", 5, "match_all must be true or false", file(
                "rules:", "  - name: p", "    severity: low", "    payload_contains: [{ascii: x}]", "    match_all: often"));
        assertProblem("p", 4, "not an IP address", file(
                "rules:", "  - name: p", "    severity: low", "    ip: 10.0.0.300"));
        assertProblem("p", 4, "write '10.0.0.0/8' under cidr", file(
                "rules:", "  - name: p", "    severity: low", "    ip: 10.0.0.0/8"));
        assertProblem(null, 2, "a rule must be a mapping", file("rules:", "  - just text"));
        assertProblem(null, 1, "'rules' must be a list", file("rules: telnet"));
    }

    @Test
    void aRuleHasAtMost64PayloadPatterns() {
        String many = "rules:\n  - name: many\n    severity: low\n    payload_contains:\n"
                + "      - ascii: x\n".repeat(65);
        assertProblem("many", 2, "at most 64 payload patterns", many);
    }

    @Test
    void aDeviceTypeWithoutAnAddressConditionIsInvalid() {
        assertProblem("dhcp-servers", 2, "device_type needs an ip or cidr condition", file(
                "rules:",
                "  - name: dhcp-servers",
                "    severity: low",
                "    srcPort: 67",
                "    device_type: Router"));
        assertProblem("r", 5, "device_type must be one of", file(
                "rules:", "  - name: r", "    severity: low", "    ip: 10.0.0.1", "    device_type: Toaster"));
    }

    @Test
    void aRuleWithoutConditionsIsInvalidAndEveryBadRuleIsReported() {
        SignatureFile f = SignatureYaml.parse(file(
                "rules:",
                "  - name: all",
                "    severity: low",
                "  - name: fine",
                "    severity: low",
                "    port: 23",
                "  - severity: low",
                "    port: 21"));
        assertEquals(List.of(new RuleProblem("all", 2, "a rule needs at least one match condition"),
                new RuleProblem(null, 7, "'name' is required")), f.problems());
        assertTrue(f.rules().isEmpty());
        assertNull(f.problems().get(1).rule());
    }
}
