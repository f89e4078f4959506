package io.pcaplens.llm.builtin;

import io.pcaplens.domain.tracer.StepDirection;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;

import java.util.Locale;

/**
 * A traced step with what is known of its conversation, in the words a sentence needs: who sent it to whom
 * (the addresses when the conversation is known, else "the client" and "the server" as spec 10.6 item 4 names
 * the two sides), the protocol label and the Info summary.
 */
record StepFacts(TraceStep step, TraceContext context) {

    /** The protocol label, uppercased as stored (spec 2.1 rule 6). */
    String protocol() {
        return step.protocol().toUpperCase(Locale.ROOT);
    }

    /** The Info summary, or "" when the packet has none. */
    String info() {
        return step.info() == null ? "" : step.info().strip();
    }

    int size() {
        return step.size();
    }

    boolean fromClient() {
        return step.direction() == StepDirection.CLIENT;
    }

    /** Who sent the packet, to start a sentence with. */
    String sender() {
        String ip = context.sender(step.direction());
        return ip != null ? ip : fromClient() ? "The client" : "The server";
    }

    /** Who the packet went to, within a sentence. */
    String receiver() {
        String ip = context.receiver(step.direction());
        return ip != null ? ip : fromClient() ? "the server" : "the client";
    }

    /** "10.0.0.1 sends {what} to 10.0.0.2." */
    String sends(String what) {
        return sender() + " sends " + what + " to " + receiver() + ".";
    }

    /** The same, followed by the dissector's own summary when there is one. */
    String sendsSummarised(String what) {
        String sentence = sends(what);
        return info().isEmpty() ? sentence
                : sentence + " The dissector summarises it as \"" + Wording.clip(info()) + "\".";
    }

    /** The sender's address, or null when the conversation's endpoints are not known. */
    String senderAddress() {
        return context.sender(step.direction());
    }

    /**
     * Whether the replay shows only the row's own packets and the row is not labelled with this protocol: then
     * the packets of that protocol (a request this packet answers, say) are not on screen.
     */
    boolean othersOutOfView(String protocolPrefix) {
        String row = context.protocol();
        return context.rowOnly() && (row == null || !row.toUpperCase(Locale.ROOT).startsWith(protocolPrefix));
    }

    /** The traced row's protocol label, or "its own" when unknown. */
    String rowLabel() {
        return context.protocol() == null ? "its own" : context.protocol();
    }

    /** The server name (SNI) of the conversation, or null. */
    String hostname() {
        return context.hostname();
    }
}
