package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.HostNaming;

/**
 * Reads from a capture's host inventory what change detection compares of who its hosts are: the names from the
 * sources that name a host itself ({@link io.pcaplens.domain.monitor.HostNameFact#OWN_SOURCES}) and the users
 * seen logging in from them.
 */
public interface HostNamingSource {

    HostNaming naming(CaptureId captureId);
}
