package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.ExternalTool;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.ids.IdsRuleset;

import java.nio.file.Path;
import java.util.List;

/** Raises intrusion-detection alerts on a capture, when enabled for the file (spec 2.2, IDS alerts). */
public interface IntrusionDetector extends ExternalTool {

    /**
     * @param workDir a scratch directory for the tool's logs
     * @throws ToolFailure the tool could not read the capture or its rules; the reason says why
     */
    List<IdsAlert> detect(Path capture, Path workDir) throws ToolFailure;

    /** The rules a run started now would load: the built-in ones and those of the rules directory. */
    IdsRuleset ruleset();
}
