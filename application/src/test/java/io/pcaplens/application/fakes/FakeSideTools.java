package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.port.DeepPacketInspector;
import io.pcaplens.domain.port.IntrusionDetector;

import java.nio.file.Path;
import java.util.List;

/** DPI and IDS that answer what a test tells them, or fail for the reason it gives. */
public final class FakeSideTools {

    private FakeSideTools() {
    }

    public static DeepPacketInspector inspector(List<FlowFacts> facts) {
        return new DeepPacketInspector() {
            @Override
            public List<FlowFacts> inspect(Path capture, Path workDir) {
                return facts;
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("ndpiReader", "libndpi-bin", "fake", null);
            }
        };
    }

    public static DeepPacketInspector failingInspector(String reason) {
        return new DeepPacketInspector() {
            @Override
            public List<FlowFacts> inspect(Path capture, Path workDir) throws ToolFailure {
                throw new ToolFailure(Tool.NDPI_READER, reason);
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("ndpiReader", "libndpi-bin", "fake", null);
            }
        };
    }

    public static IntrusionDetector detector(List<IdsAlert> alerts) {
        return new IntrusionDetector() {
            @Override
            public List<IdsAlert> detect(Path capture, Path workDir) {
                return alerts;
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("suricata", "suricata", "fake", null);
            }
        };
    }

    public static IntrusionDetector failingDetector(String reason) {
        return new IntrusionDetector() {
            @Override
            public List<IdsAlert> detect(Path capture, Path workDir) throws ToolFailure {
                throw new ToolFailure(Tool.SURICATA, reason);
            }

            @Override
            public ToolStatus probe() {
                return new ToolStatus("suricata", "suricata", "fake", null);
            }
        };
    }
}
