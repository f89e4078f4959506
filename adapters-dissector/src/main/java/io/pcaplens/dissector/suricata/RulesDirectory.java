package io.pcaplens.dissector.suricata;

import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Suricata rules beside the built-in ones: every {@code *.rules} file of one directory, each with an
 * optional {@code NAME.rules.source} that {@code ./pcaplens rules update} writes ({@code origin=}, where the
 * rules came from; {@code updated=}, when, ISO-8601). Sources are read once per version of a file: an ET Open
 * set is some 40 MB, and the upload form asks for the rule set on every visit.
 */
final class RulesDirectory {

    static final String BUILT_IN_NAME = "pcaplens.rules";
    /** An enabled rule starts with its action; suricata-update writes disabled ones commented out. */
    private static final Pattern RULE = Pattern.compile("^\\s*(alert|drop|pass|reject|rejectsrc|rejectdst|rejectboth)\\s");
    /** By file: the count of its last version read. */
    private static final ConcurrentHashMap<Path, Counted> KNOWN = new ConcurrentHashMap<>();

    private final Optional<Path> dir;

    RulesDirectory(Optional<String> dir) {
        this.dir = dir.filter(d -> !d.isBlank()).map(Path::of);
    }

    /** The rules files of the directory, by name; none when it is not there. */
    List<Path> files() throws IOException {
        if (dir.isEmpty() || !Files.isDirectory(dir.get())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir.get())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".rules") && Files.isRegularFile(p))
                    .sorted().toList();
        }
    }

    /** The built-in rules and the directory's, as the next run loads them. */
    IdsRuleset ruleset(byte[] builtIn) throws IOException {
        List<RuleSource> sources = new ArrayList<>();
        Counted shipped = count(new java.io.ByteArrayInputStream(builtIn));
        sources.add(new RuleSource(BUILT_IN_NAME, "built in", true, shipped.rules, shipped.version, null));
        for (Path f : files()) {
            sources.add(source(f));
        }
        return new IdsRuleset(sources);
    }

    private static RuleSource source(Path f) throws IOException {
        String stamp = Files.size(f) + "|" + Files.getLastModifiedTime(f).toMillis();
        Path described = f.resolveSibling(f.getFileName() + ".source");
        Properties about = new Properties();
        if (Files.isRegularFile(described)) {
            try (Reader r = Files.newBufferedReader(described, StandardCharsets.UTF_8)) {
                about.load(r);
            }
        }
        Counted known = KNOWN.get(f.toAbsolutePath());
        if (known == null || !known.stamp.equals(stamp)) {
            try (InputStream in = Files.newInputStream(f)) {
                known = count(in).stamped(stamp);
            }
            KNOWN.put(f.toAbsolutePath(), known);
        }
        String name = f.getFileName().toString();
        Instant updated = about.containsKey("updated") ? Instant.parse(about.getProperty("updated").strip())
                : Files.getLastModifiedTime(f).toInstant();
        return new RuleSource(name, about.getProperty("origin", name).strip(), false, known.rules,
                known.version, updated);
    }

    /** Enabled rules and a short SHA-256 of the bytes, in one pass. */
    private static Counted count(InputStream raw) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        int rules = 0;
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new DigestInputStream(raw, sha),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (RULE.matcher(line).find()) {
                    rules++;
                }
            }
        }
        return new Counted(rules, HexFormat.of().formatHex(sha.digest()).substring(0, 12), "");
    }

    /** @param stamp the size and modification time of the file version counted */
    private record Counted(int rules, String version, String stamp) {
        Counted stamped(String s) {
            return new Counted(rules, version, s);
        }
    }
}
