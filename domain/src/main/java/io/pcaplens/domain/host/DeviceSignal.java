package io.pcaplens.domain.host;

import java.util.List;

/** One family of evidence the device classifier weighs; it casts zero or more votes for a host. */
public interface DeviceSignal {

    List<Vote> votes(HostEvidence host);
}
