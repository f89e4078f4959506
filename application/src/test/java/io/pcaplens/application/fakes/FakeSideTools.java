package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.ExternalTool.ToolStatus;
import io.pcaplens.domain.dissection.port.DeepPacketInspector;
import io.pcaplens.domain.dissection.port.IntrusionDetector;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;

import java.nio.file.Path;
import java.util.List;

/** DPI and IDS that answer what a test tells them, or fail for the reason it gives. */
public final class FakeSideTools {

    private FakeSideTools() {
    }

    /** What a fake tool says when it runs. */
    @FunctionalInterface
    private interface Answer<T> {
        T given() throws ToolFailure;
    }

    public static DeepPacketInspector inspector(List<FlowFacts> facts) {
        return inspecting(() -> facts);
    }

    /** Does something else first, while the analysis goes on, then answers the facts. */
    public static DeepPacketInspector inspectorAfter(Runnable meanwhile, List<FlowFacts> facts) {
        return inspecting(() -> {
            meanwhile.run();
            return facts;
        });
    }

    public static DeepPacketInspector failingInspector(String reason) {
        return inspecting(() -> {
            throw new ToolFailure(Tool.NDPI_READER, reason);
        });
    }

    public static IntrusionDetector detector(List<IdsAlert> alerts) {
        return detecting(() -> alerts);
    }

    public static IntrusionDetector failingDetector(String reason) {
        return detecting(() -> {
            throw new ToolFailure(Tool.SURICATA, reason);
        });
    }

    private static DeepPacketInspector inspecting(Answer<List<FlowFacts>> answer) {
        return new DeepPacketInspector() {
            @Override
            public List<FlowFacts> inspect(Path capture, Path workDir) throws ToolFailure {
                return answer.given();
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("ndpiReader", "libndpi-bin", "fake", null);
            }
        };
    }

    /** The rules every fake IDS run reports: two built-in ones. */
    public static final IdsRuleset RULESET = new IdsRuleset(List.of(
            new RuleSource("pcaplens.rules", "built in", true, 2, "fake", null)));

    private static IntrusionDetector detecting(Answer<List<IdsAlert>> answer) {
        return new IntrusionDetector() {
            @Override
            public List<IdsAlert> detect(Path capture, Path workDir) throws ToolFailure {
                return answer.given();
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("suricata", "suricata", "fake", null);
            }

            @Override
            public IdsRuleset ruleset() {
                return RULESET;
            }
        };
    }
}
