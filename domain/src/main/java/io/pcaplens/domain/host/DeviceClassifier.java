package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Spec 10.2 Device Type: every signal family casts weighted votes, the type with the most points wins.
 *
 * <p>Confidence is the winner's share of all points, scaled down while the winner has less than
 * {@link #CONVINCING} points: two weak hints that agree are not proof. The classifier never claims certainty
 * ({@link #MAX_CONFIDENCE}); 100 % is kept for a custom rule's override. A host with less than
 * {@link #MIN_POINTS} for any type stays Unknown.
 */
public final class DeviceClassifier {

    /** Points from which a verdict is fully backed: about two independent strong signals. */
    static final int CONVINCING = 60;
    /** Below this, no type is named: one weak hint is not a verdict. */
    static final int MIN_POINTS = 10;
    static final int MAX_CONFIDENCE = 95;

    private final List<DeviceSignal> signals = List.of(new ServiceSignal(), new RoleSignal(), new ApplicationSignal(),
            new VendorSignal(), new TtlSignal());

    public Classification classify(HostEvidence host) {
        List<Vote> votes = new ArrayList<>();
        for (DeviceSignal s : signals) {
            votes.addAll(s.votes(host));
        }
        votes.sort(Comparator.comparingInt(Vote::weight).reversed());
        Map<DeviceType, Integer> points = new EnumMap<>(DeviceType.class);
        int total = 0;
        for (Vote v : votes) {
            points.merge(v.type(), v.weight(), Integer::sum);
            total += v.weight();
        }
        // ties go to the type declared first (Router before Server …): the more specific role
        DeviceType winner = null;
        int best = 0;
        for (DeviceType t : DeviceType.values()) {
            int p = points.getOrDefault(t, 0);
            if (p > best) {
                best = p;
                winner = t;
            }
        }
        if (winner == null || best < MIN_POINTS) {
            return Classification.unknown(votes);
        }
        double share = (double) best / total;
        double backing = Math.min(1.0, (double) best / CONVINCING);
        int confidence = (int) Math.round(Math.min(MAX_CONFIDENCE, 100 * share * backing));
        return new Classification(winner, confidence, votes);
    }
}
