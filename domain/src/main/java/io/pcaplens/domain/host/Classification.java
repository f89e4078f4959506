package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.List;

/**
 * The classifier's verdict on one host: the winning type, how sure it is (0–100) and every vote that was
 * cast, strongest first, so the popup can say why.
 */
public record Classification(DeviceType type, int confidence, List<Vote> votes) {

    public static Classification unknown(List<Vote> votes) {
        return new Classification(DeviceType.UNKNOWN, 0, votes);
    }
}
