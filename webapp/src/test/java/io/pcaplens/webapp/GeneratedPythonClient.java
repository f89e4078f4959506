package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A Python client generated from an OpenAPI document the way a user would make one: openapi-generator's python
 * generator (its command-line jar from Maven Central, copied by the build) and the client's pinned dependencies
 * installed in a virtual environment under target/ (src/test/python/requirements.txt). Runs
 * src/test/python/generated_client_roundtrip.py with it.
 */
final class GeneratedPythonClient {

    private static final Path TARGET = Path.of(System.getProperty("pcaplens.target", "target"));
    private static final Path GENERATOR = Path.of(System.getProperty("pcaplens.openapi.generator",
            TARGET.resolve("openapi-generator-cli.jar").toString()));
    private static final Path PYTHON_SOURCES = Path.of(System.getProperty("pcaplens.python.tests", "src/test/python"));

    private final Path dir;

    private GeneratedPythonClient(Path dir) {
        this.dir = dir;
    }

    /** Generates the client from the document; the generator refuses a document it finds invalid. */
    static GeneratedPythonClient generate(byte[] document) throws IOException, InterruptedException {
        Path dir = TARGET.resolve("python-client");
        Files.createDirectories(dir);
        Path spec = dir.resolve("openapi.json");
        Files.write(spec, document);
        run(dir, List.of(javaCommand(), "-jar", GENERATOR.toString(), "generate", "-i", spec.toString(),
                "-g", "python", "-o", dir.resolve("client").toString(), "--package-name", "pcaplens_client",
                "--global-property", "apiTests=false,modelTests=false,apiDocs=false,modelDocs=false"));
        GeneratedPythonClient client = new GeneratedPythonClient(dir);
        client.installDependencies();
        return client;
    }

    /** The round trip's JSON line; its files are written to {@link #output()}. */
    String roundTrip(String baseUrl, Path capture) throws IOException, InterruptedException {
        Files.createDirectories(output());
        return run(dir, List.of(python().toString(), PYTHON_SOURCES.resolve("generated_client_roundtrip.py")
                .toAbsolutePath().toString(), baseUrl, capture.toAbsolutePath().toString(),
                output().toAbsolutePath().toString()), "PYTHONPATH", dir.resolve("client").toAbsolutePath().toString());
    }

    Path output() {
        return dir.resolve("out");
    }

    /** Once per set of pinned versions: the environment keeps a copy of the requirements it was made from. */
    private void installDependencies() throws IOException, InterruptedException {
        Path requirements = PYTHON_SOURCES.resolve("requirements.txt");
        Path venv = dir.resolve("venv");
        Path installed = venv.resolve("installed-requirements.txt");
        if (Files.exists(installed) && Files.mismatch(installed, requirements) == -1) {
            return;
        }
        run(dir, List.of("python3", "-m", "venv", "--clear", venv.toString()));
        // --retries 0: where the machine's package index is a local mirror, an unreachable default index costs nothing
        run(dir, List.of(python().toString(), "-m", "pip", "install", "--quiet", "--retries", "0",
                "--disable-pip-version-check", "-r", requirements.toAbsolutePath().toString()));
        Files.copy(requirements, installed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private Path python() {
        return dir.resolve("venv").resolve("bin").resolve("python");
    }

    private static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String run(Path dir, List<String> command, String... environment)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("stderr.log").toFile()));
        for (int i = 0; i + 1 < environment.length; i += 2) {
            builder.environment().put(environment[i], environment[i + 1]);
        }
        Process process = builder.start();
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
