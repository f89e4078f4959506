package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A browser test script of src/test/e2e (Debian's chromium driven by playwright-core, see browser.mjs), run
 * with node against the deployed service. Its screenshot goes to the build directory.
 */
final class BrowserScript {

    private static final long TIMEOUT_S = 450;

    private BrowserScript() {
    }

    /** Runs {@code script} with {@code args}, checks that it passed and returns what it printed. */
    static String run(String script, String screenshot, String... args) throws IOException, InterruptedException {
        Path e2e = Path.of(System.getProperty("pcaplens.e2e", "src/test/e2e"));
        Path png = Path.of(System.getProperty("pcaplens.target", "target"), screenshot);
        List<String> command = new ArrayList<>(List.of("node", script));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(e2e.toFile()).redirectErrorStream(true);
        pb.environment().put("E2E_SCREENSHOT", png.toAbsolutePath().toString());
        Process node = pb.start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(TIMEOUT_S, TimeUnit.SECONDS), "the browser test did not end");
        System.out.println(output);
        assertEquals(0, node.exitValue(), output);
        return output;
    }
}
