package io.pcaplens.dissector;

import io.pcaplens.domain.port.IntrusionDetector;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

/** Intrusion detection with Suricata reading captures offline. */
@ApplicationScoped
public class Suricata implements IntrusionDetector {

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("suricata", "suricata (from bookworm-backports)", List.of("suricata", "-V"),
                "Suricata version ");
    }
}
