package io.pcaplens.domain.port;

import io.pcaplens.domain.flow.FlowFacts;

import java.nio.file.Path;
import java.util.List;

/** Classifies whole flows by application, category and risk (spec 2.4, appName). */
public interface DeepPacketInspector extends ExternalTool {

    /**
     * Inspects every flow of the capture.
     *
     * @param workDir a scratch directory for the tool's output
     * @throws InspectionException the tool could not read the capture; the message says why
     */
    List<FlowFacts> inspect(Path capture, Path workDir) throws InspectionException;

    class InspectionException extends Exception {
        public InspectionException(String message) {
            super(message);
        }

        public InspectionException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
