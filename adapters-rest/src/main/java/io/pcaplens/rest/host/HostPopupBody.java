package io.pcaplens.rest.host;

import io.pcaplens.application.host.HostClassification.HostPopup;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.host.ConversationRole;
import io.pcaplens.domain.host.HostProfile;

import java.util.List;

/** The conversation-scoped host popup of spec 10.5 (contracts: GET /conversations/{id}/hosts/{ip}). */
public record HostPopupBody(
        String ip,
        long conversationId,
        String role,
        String roleLabel,
        String roleNote,
        ServiceBody service,
        DeviceBody device,
        Geo geo) {

    public record ServiceBody(int port, String name, String note) {
    }

    public record SignalBody(String text, String type, int weight) {
    }

    /** @param source "classifier", or "rule" when a custom rule named the type */
    public record DeviceBody(String type, int confidence, String source, String rule, String mac, String vendor,
                             List<SignalBody> signals) {

        static DeviceBody from(HostProfile h) {
            List<SignalBody> signals = h.classification().votes().stream()
                    .map(v -> new SignalBody(v.text(), v.type().label(), v.weight())).toList();
            boolean rule = h.override() != null;
            return new DeviceBody(h.effectiveType().label(), h.effectiveConfidence(), rule ? "rule" : "classifier",
                    rule ? h.override().ruleName() : null, h.mac(), h.vendor(), signals);
        }
    }

    public static HostPopupBody from(HostPopup p) {
        ConversationRole r = p.role();
        ServiceBody service = r.service() == null ? null
                : new ServiceBody(r.service().port(), r.service().name(), r.service().note());
        return new HostPopupBody(p.ip(), p.conversation().id().value(), r.role().name(), r.role().label(), r.note(), service,
                p.host() == null ? null : DeviceBody.from(p.host()), p.geo());
    }
}
