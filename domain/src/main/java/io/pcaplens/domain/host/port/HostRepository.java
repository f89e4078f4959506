package io.pcaplens.domain.host.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.Initiator;

import io.pcaplens.domain.signature.DeviceOverride;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The classified hosts of every capture, and who opened each TCP conversation whose SYN was captured. */
public interface HostRepository {

    /** Stores a capture's hosts, replacing whatever an earlier run stored. */
    void replace(CaptureId captureId, List<HostProfile> hosts);

    /** Stores the client endpoint ("ip", port) of the conversations whose opening SYN was seen. */
    void addInitiators(Map<Long, Initiator> byConversation);

    void deleteByCapture(CaptureId captureId);

    Optional<HostProfile> find(CaptureId captureId, String ip);

    List<HostProfile> all(CaptureId captureId);

    /** Sets the overrides of a capture: listed hosts get theirs, every other host loses any it had. */
    void setOverrides(CaptureId captureId, Map<String, DeviceOverride> byIp);

    Optional<Initiator> initiator(long conversationId);
}
