package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.List;

/**
 * The classifier's verdict on one host: the winning type, how sure it is (0–100) and every vote that was
 * cast, strongest first, so the popup can say why; and the hint of its operating system.
 */
public record Classification(DeviceType type, int confidence, List<Vote> votes, OsHint os) {

    public Classification {
        os = os == null ? OsHint.NONE : os;
    }

    /** A verdict without an operating system hint. */
    public Classification(DeviceType type, int confidence, List<Vote> votes) {
        this(type, confidence, votes, OsHint.NONE);
    }

    public static Classification unknown(List<Vote> votes) {
        return new Classification(DeviceType.UNKNOWN, 0, votes);
    }

    public Classification withOs(OsHint hint) {
        return new Classification(type, confidence, votes, hint);
    }
}
