package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/** The reference captures the tests feed to the service, read where they live (never copied into the project). */
final class Captures {

    /** How long the biggest reference capture may take to analyse on a slow machine. */
    static final Duration ANALYSIS = Duration.ofSeconds(120);

    private static final Path DIR = Path.of(System.getProperty("pcaplens.pcaps", "../../shared/pcaps"));

    private Captures() {
    }

    static Path path(String name) {
        return DIR.resolve(name);
    }

    static byte[] bytes(String name) throws IOException {
        return Files.readAllBytes(path(name));
    }
}
