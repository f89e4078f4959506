package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.ExternalTool;
import io.pcaplens.domain.flow.FlowFacts;

import java.nio.file.Path;
import java.util.List;

/** Classifies whole flows by application, category and risk (spec 2.4, appName). */
public interface DeepPacketInspector extends ExternalTool {

    /**
     * Inspects every flow of the capture.
     *
     * @param workDir a scratch directory for the tool's output
     * @throws ToolFailure the tool could not read the capture; the reason says why
     */
    List<FlowFacts> inspect(Path capture, Path workDir) throws ToolFailure;
}
