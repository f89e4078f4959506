package io.pcaplens.dissector;

import io.pcaplens.domain.port.DeepPacketInspector;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

/** Deep packet inspection with nDPI's ndpiReader. */
@ApplicationScoped
public class NdpiReader implements DeepPacketInspector {

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("ndpiReader", "libndpi-bin", List.of("ndpiReader", "-h"), "Welcome to nDPI ");
    }
}
