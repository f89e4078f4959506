package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;


/**
 * Marks a change as reviewed and keeps the analyst's notes. The review belongs to the change's identity in
 * the network: when the pair is compared again (a snapshot added or removed next to it) or the same change
 * is found in another pair, it shows the same review.
 */
@ApplicationScoped
public class ReviewChange {

    private NetworkRepository networks;
    private ChangeRepository changes;

    /** For the container's proxy. */
    protected ReviewChange() {
    }

    @Inject
    public ReviewChange(NetworkRepository networks, ChangeRepository changes) {
        this.networks = networks;
        this.changes = changes;
    }

    /**
     * @param reviewed the new state, null to keep it
     * @param notes    the new notes, null to keep them
     */
    public RecordedChange review(NetworkId networkId, ChangeId changeId, Boolean reviewed, String notes) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
        RecordedChange change = changes.find(networkId, changeId).orElseThrow(() -> new Refusal(
                Refusal.Reason.UNKNOWN_CHANGE, "the network has no change with id " + changeId));
        ChangeReview review = new ChangeReview(reviewed == null ? change.review().reviewed() : reviewed,
                notes == null ? change.review().notes() : notes);
        changes.review(networkId, change.event().identity(), review);
        return new RecordedChange(change.id(), change.pair(), change.event(), review, change.muted(), change.accepted());
    }
}
