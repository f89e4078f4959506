package io.pcaplens.application.hunt;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationHunt;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.hunt.QueryScope;
import io.pcaplens.domain.hunt.SavedQuery;
import io.pcaplens.domain.monitor.NetworkScope;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * A saved query run by its name over its scope: every completed capture through the hunt, one capture through
 * its own conversation list (which also searches payload), a network's captures through the hunt with the
 * network's clause beside the query ({@link NetworkScope}); a network deleted since selects nothing. Rows always name their file, as the hunt's rows do.
 */
@ApplicationScoped
public class SavedQueryRun {

    private SavedQueries saved;
    private ConversationHunt hunt;
    private ConversationQueries conversations;
    private CaptureRepository captures;

    /** For the container's proxy. */
    protected SavedQueryRun() {
    }

    @Inject
    public SavedQueryRun(SavedQueries saved, ConversationHunt hunt, ConversationQueries conversations,
                         CaptureRepository captures) {
        this.saved = saved;
        this.hunt = hunt;
        this.conversations = conversations;
        this.captures = captures;
    }

    /**
     * @param around the caller's window, sort and further filters, AND-ed with the saved expression
     */
    public Page<FiledConversation> page(String owner, String name, ConversationQuery around, int page, int size)
            throws SavedQueryRefusal {
        SavedQuery query = saved.find(owner, name);
        ConversationQuery selected = around.matching(query.filter());
        if (query.scope() instanceof QueryScope.InCapture in) {
            Capture capture = captures.find(in.capture()).orElseThrow(() -> new Refusal(Refusal.Reason.UNKNOWN_FILE,
                    "the saved query's capture " + in.capture() + " is gone"));
            Page<ConversationRow> rows = conversations.page(capture.id(), selected, page, size);
            List<FiledConversation> filed = rows.items().stream()
                    .map(row -> new FiledConversation(row, capture.name())).toList();
            return new Page<>(filed, rows.page(), rows.size(), rows.total());
        }
        if (!selected.payloadPatterns().isEmpty()) {
            throw SavedQueryRefusal.invalid("payload is searched within one capture: add it to a query saved with"
                    + " the scope file:<fileId>");
        }
        if (query.scope() instanceof QueryScope.InNetwork in) {
            selected = NetworkScope.narrow(selected, in.network());
        }
        return hunt.page(selected, page, size);
    }
}
