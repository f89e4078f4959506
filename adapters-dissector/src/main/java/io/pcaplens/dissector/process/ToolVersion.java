package io.pcaplens.dissector.process;

import io.pcaplens.domain.capture.port.ExternalTool.ToolStatus;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/** Asks a tool for its version once and remembers the answer: health checks poll often, tools do not change. */
public final class ToolVersion {

    private static final long TIMEOUT_SECONDS = 20;
    private static final ConcurrentHashMap<String, ToolStatus> KNOWN = new ConcurrentHashMap<>();

    private ToolVersion() {
    }

    /**
     * @param marker the text in front of the version number in the tool's output
     */
    public static ToolStatus probe(String name, String debianPackage, List<String> command, String marker) {
        ToolStatus known = KNOWN.get(name);
        if (known != null) {
            return known;
        }
        ToolStatus status = ask(name, debianPackage, command, marker);
        if (status.available()) {
            KNOWN.put(name, status);
        }
        return status;
    }

    private static ToolStatus ask(String name, String debianPackage, List<String> command, String marker) {
        try {
            ToolProcess.Result r = ToolProcess.run(command, TIMEOUT_SECONDS);
            String all = r.stdout() + "\n" + r.stderr();
            int at = all.indexOf(marker);
            if (at < 0) {
                return new ToolStatus(name, debianPackage, null, name + " did not report a version (exit code "
                        + r.exitCode() + ")");
            }
            String rest = all.substring(at + marker.length()).strip();
            String version = rest.split("\\s+")[0];
            return new ToolStatus(name, debianPackage, version, null);
        } catch (IOException e) {
            return new ToolStatus(name, debianPackage, null,
                    name + " is not installed: install the Debian package " + debianPackage);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ToolStatus(name, debianPackage, null, "interrupted while asking " + name + " for its version");
        }
    }
}
