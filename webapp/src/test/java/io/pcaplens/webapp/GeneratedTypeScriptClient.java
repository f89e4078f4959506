package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A TypeScript client generated from an OpenAPI document the way a user would make one: openapi-generator's
 * typescript-fetch generator (its command-line jar from Maven Central, copied by the build), compiled together with
 * src/test/typescript/generated_client_roundtrip.ts by the web UI's own TypeScript compiler and run with node, whose
 * fetch, FormData and Blob it uses; nothing else to install.
 */
final class GeneratedTypeScriptClient {

    private static final Path TARGET = Path.of(System.getProperty("pcaplens.target", "target"));
    private static final Path GENERATOR = Path.of(System.getProperty("pcaplens.openapi.generator",
            TARGET.resolve("openapi-generator-cli.jar").toString()));
    private static final Path SOURCES = Path.of(System.getProperty("pcaplens.typescript.tests", "src/test/typescript"));
    private static final Path TSC = Path.of(System.getProperty("pcaplens.frontend", "src/main/frontend"),
            "node_modules", "typescript", "bin", "tsc");
    private static final String SCRIPT = "generated_client_roundtrip";

    private final Path dir;

    private GeneratedTypeScriptClient(Path dir) {
        this.dir = dir;
    }

    /**
     * Generates the client from the document (the generator refuses a document it finds invalid) and compiles the
     * round trip against it, strictly: a request or model the script uses that the client lacks fails here.
     */
    static GeneratedTypeScriptClient generate(byte[] document) throws IOException, InterruptedException {
        Path dir = TARGET.resolve("typescript-client");
        Files.createDirectories(dir);
        Path spec = dir.resolve("openapi.json");
        Files.write(spec, document);
        run(dir, List.of(javaCommand(), "-jar", GENERATOR.toString(), "generate", "-i", spec.toString(),
                "-g", "typescript-fetch", "-o", dir.resolve("client").toString(),
                "--global-property", "apiTests=false,modelTests=false,apiDocs=false,modelDocs=false"));
        for (String source : List.of(SCRIPT + ".ts", "node.d.ts")) {
            Files.copy(SOURCES.resolve(source), dir.resolve(source), StandardCopyOption.REPLACE_EXISTING);
        }
        run(dir, List.of("node", TSC.toAbsolutePath().toString(), "--strict", "--noEmitOnError", "--skipLibCheck",
                "--target", "ES2022", "--lib", "ES2022,DOM", "--module", "commonjs", "--moduleResolution", "node10",
                "--outDir", "dist", SCRIPT + ".ts", "node.d.ts"));
        return new GeneratedTypeScriptClient(dir);
    }

    /** The round trip's JSON line; its files are written to {@link #output()}. */
    String roundTrip(String baseUrl, Path capture) throws IOException, InterruptedException {
        Files.createDirectories(output());
        return run(dir, List.of("node", dir.resolve("dist").resolve(SCRIPT + ".js").toAbsolutePath().toString(),
                baseUrl, capture.toAbsolutePath().toString(), output().toAbsolutePath().toString()));
    }

    Path output() {
        return dir.resolve("out");
    }

    private static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String run(Path dir, List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("stderr.log").toFile())).start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("timed out: " + command);
        }
        String text = new String(out, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IllegalStateException(command + " exited " + process.exitValue() + " (" + dir.resolve("stderr.log")
                    + "): " + text);
        }
        return text;
    }
}
