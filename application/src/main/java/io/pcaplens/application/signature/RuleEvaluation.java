package io.pcaplens.application.signature;

import io.pcaplens.application.host.HostClassification;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.signature.DeviceOverride;
import io.pcaplens.domain.signature.PayloadSightings;
import io.pcaplens.domain.signature.SignatureEvaluation;
import io.pcaplens.domain.signature.SignatureSet;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies the custom rules in force to the stored conversations of a capture and stores which fired: at
 * the end of every analysis, and again on request for a completed capture (after the rules changed).
 * An analysis offers the rows it stored and what its packets showed of the payload patterns as they were read.
 * Applied again, conversations are read a page at a time, and packets' payloads are streamed only for the
 * conversations that meet the other conditions of a rule with payload patterns.
 */
@ApplicationScoped
public class RuleEvaluation {

    /** Conversations read per page. */
    private static final int PAGE = 2_000;

    private RuleBook book;
    private ConversationRepository conversations;
    private PacketRepository packets;
    private CaptureRepository captures;
    private HostClassification hosts;

    /** For the container's proxy. */
    protected RuleEvaluation() {
    }

    @Inject
    public RuleEvaluation(RuleBook book, ConversationRepository conversations, PacketRepository packets,
                          CaptureRepository captures, HostClassification hosts) {
        this.book = book;
        this.conversations = conversations;
        this.packets = packets;
        this.captures = captures;
        this.hosts = hosts;
    }

    /**
     * @param rulesVersion          the fingerprint of the rules file that was applied
     * @param ruleCount             how many rules were applied
     * @param matchedConversations  how many conversations at least one rule fired on
     * @param deviceOverrides       host address → the device type a rule sets for it, which the device
     *                              classifier takes over at 100 % confidence
     */
    public record Outcome(CaptureId captureId, String rulesVersion, int ruleCount, int matchedConversations,
                          Map<String, DeviceOverride> deviceOverrides) {
    }

    /** Thrown when the rules are applied again to a capture whose analysis has not completed. */
    public static final class NotCompletedException extends Exception {
        public NotCompletedException(Capture capture) {
            super("The file is " + capture.status() + "; rules are applied again only to a COMPLETED file.");
        }
    }

    /**
     * Evaluates every stored conversation of the capture with the rules in force and stores the matches: the
     * rows are read a page at a time, and the payloads of candidates streamed back.
     */
    public Outcome apply(CaptureId captureId) {
        SignatureSet rules = book.rules();
        SignatureEvaluation evaluation = rules.evaluation();
        long after = Long.MIN_VALUE;
        for (List<ConversationRow> page; !(page = conversations.pageAfter(captureId, after, PAGE)).isEmpty(); ) {
            page.forEach(evaluation::offer);
            after = page.get(page.size() - 1).id().value();
        }
        streamPayloads(captureId, evaluation);
        return stored(captureId, rules, evaluation);
    }

    /**
     * Evaluates an analysis's conversations, as stored, with the rules in force and stores the matches. What
     * the packets showed of the payload patterns as they were read stands in for their payloads when it was
     * looked for with these rules; otherwise (the rules changed meanwhile) the payloads are streamed back.
     *
     * @param rows      the capture's rows, as they were stored
     * @param sightings what the analysis saw of the payload patterns, if it looked
     */
    public Outcome apply(CaptureId captureId, List<ConversationRow> rows, Optional<PayloadSightings> sightings) {
        SignatureSet rules = book.rules();
        SignatureEvaluation evaluation = rules.evaluation();
        rows.forEach(evaluation::offer);
        Optional<PayloadSightings> usable = sightings.filter(s -> s.rulesVersion().equals(rules.version()));
        if (usable.isPresent()) {
            evaluation.offerSightings(usable.get());
        } else {
            streamPayloads(captureId, evaluation);
        }
        return stored(captureId, rules, evaluation);
    }

    private void streamPayloads(CaptureId captureId, SignatureEvaluation evaluation) {
        if (!evaluation.payloadCandidates().isEmpty()) {
            packets.forEachPayload(captureId, evaluation.payloadCandidates(), evaluation::offerPayload);
        }
    }

    private Outcome stored(CaptureId captureId, SignatureSet rules, SignatureEvaluation evaluation) {
        SignatureEvaluation.Result result = evaluation.result();
        conversations.updateCustomRules(captureId, result.matches());
        hosts.applyOverrides(captureId, result.deviceOverrides());
        return new Outcome(captureId, rules.version(), rules.rules().size(), result.matches().size(),
                result.deviceOverrides());
    }

    /** The rules in force applied again to a completed capture; empty when there is no such capture. */
    public Optional<Outcome> reapply(CaptureId captureId) throws NotCompletedException {
        Optional<Capture> capture = captures.find(captureId);
        if (capture.isEmpty()) {
            return Optional.empty();
        }
        if (capture.get().status() != CaptureStatus.COMPLETED) {
            throw new NotCompletedException(capture.get());
        }
        return Optional.of(apply(captureId));
    }
}
