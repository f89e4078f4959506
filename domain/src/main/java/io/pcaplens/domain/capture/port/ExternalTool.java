package io.pcaplens.domain.capture.port;

/** An external program an adapter runs; the service reports whether it is there and which version. */
public interface ExternalTool {

    ToolStatus probe();

    /**
     * @param name        the program, e.g. tshark
     * @param debianPackage the package that installs it
     * @param version     its version, null when missing
     * @param problem     why it cannot be used, null when it can
     */
    record ToolStatus(String name, String debianPackage, String version, String problem) {
        public boolean available() {
            return problem == null;
        }
    }
}
