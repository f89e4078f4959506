package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.RuleMatch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The rules applied to one capture, in two passes that never hold the packets: every conversation row is
 * offered once ({@link #offer}); rules without payload patterns are decided there. Rows that meet the row
 * conditions of a payload rule become candidates, and only their packets' stored payloads need to be
 * offered ({@link #offerPayload}), or what was seen of the patterns while the packets were read
 * ({@link #offerSightings}); then {@link #result} decides the payload rules.
 *
 * <p>Device types: each endpoint of a conversation a rule with {@code device_type} fired on gets that
 * type when it satisfies the rule's address conditions itself. When rules disagree about a host, the
 * rule written first in the file wins.
 */
public final class SignatureEvaluation {

    private final List<SignatureRule> rules;
    /** Conversation id → indexes of the rules that fired, decided from the row alone. */
    private final Map<Long, BitSet> fired = new HashMap<>();
    /** Conversation id → what is known about the payload rules whose row conditions it meets. */
    private final Map<Long, Candidate> candidates = new HashMap<>();
    /** Host → (rule index, override); the lowest rule index wins. */
    private final Map<String, Map.Entry<Integer, DeviceOverride>> overrides = new HashMap<>();

    /** Rule index → the number of its first payload pattern in {@link SignatureSet#payloadProbes()}. */
    private final int[] firstProbe;

    SignatureEvaluation(List<SignatureRule> rules) {
        this.rules = rules;
        this.firstProbe = new int[rules.size()];
        int next = 0;
        for (int i = 0; i < rules.size(); i++) {
            firstProbe[i] = next;
            if (rules.get(i).hasPayload()) {
                next += rules.get(i).payload().probes().size();
            }
        }
    }

    /**
     * A conversation whose payload rules are still open: the rules (indexes) and, per rule, the patterns
     * found so far as bits (a rule has at most {@link PayloadCondition#MAX_PATTERNS}). Kept small, as a
     * capture can have a candidate per conversation.
     */
    private static final class Candidate {
        final String src;
        final String dst;
        int[] rules = new int[0];
        long[] found = new long[0];

        Candidate(String src, String dst) {
            this.src = src;
            this.dst = dst;
        }

        void add(int rule) {
            rules = Arrays.copyOf(rules, rules.length + 1);
            found = Arrays.copyOf(found, found.length + 1);
            rules[rules.length - 1] = rule;
        }
    }

    public void offer(ConversationRow row) {
        long id = row.id().value();
        String src = row.identity().srcIp();
        String dst = row.identity().dstIp();
        for (int i = 0; i < rules.size(); i++) {
            SignatureRule rule = rules.get(i);
            if (!rule.matchesRow(row)) {
                continue;
            }
            if (rule.hasPayload()) {
                candidates.computeIfAbsent(id, k -> new Candidate(src, dst)).add(i);
            } else {
                fire(id, i, src, dst);
            }
        }
    }

    /** The conversations whose packets' payloads {@link #offerPayload} needs; empty means no payload pass. */
    public Set<Long> payloadCandidates() {
        return java.util.Collections.unmodifiableSet(candidates.keySet());
    }

    /** One packet's stored payload; packets of conversations that are not candidates are ignored. */
    public void offerPayload(long conversationId, byte[] stored) {
        Candidate c = candidates.get(conversationId);
        if (c == null || stored == null || stored.length == 0) {
            return;
        }
        String latin1 = null;
        for (int k = 0; k < c.rules.length; k++) {
            PayloadCondition condition = rules.get(c.rules[k]).payload();
            long found = c.found[k];
            if (condition.satisfiedBy(found)) {
                continue; // already decided
            }
            List<PayloadProbe> probes = condition.probes();
            for (int p = 0; p < probes.size(); p++) {
                if ((found & 1L << p) != 0) {
                    continue;
                }
                PayloadProbe probe = probes.get(p);
                if (probe instanceof PayloadProbe.Regex && latin1 == null) {
                    latin1 = PayloadProbe.latin1(stored);
                }
                if (probe.foundIn(stored, latin1)) {
                    found |= 1L << p;
                }
            }
            c.found[k] = found;
        }
    }

    /**
     * What a conversation's packets showed of the rules' payload patterns, looked for as they streamed past
     * ({@link PayloadLookout}): in place of offering each packet's payload.
     */
    public void offerSightings(PayloadSightings sightings) {
        sightings.byConversation().forEach((conversationId, seen) -> {
            Candidate c = candidates.get(conversationId);
            if (c == null) {
                return;
            }
            for (int k = 0; k < c.rules.length; k++) {
                int first = firstProbe[c.rules[k]];
                int count = rules.get(c.rules[k]).payload().probes().size();
                for (int p = 0; p < count; p++) {
                    if (seen.get(first + p)) {
                        c.found[k] |= 1L << p;
                    }
                }
            }
        });
    }

    /** The matches of every conversation a rule fired on, rules in file order, and the device types they set. */
    public Result result() {
        for (Map.Entry<Long, Candidate> e : candidates.entrySet()) {
            Candidate c = e.getValue();
            for (int k = 0; k < c.rules.length; k++) {
                if (rules.get(c.rules[k]).payload().satisfiedBy(c.found[k])) {
                    fire(e.getKey(), c.rules[k], c.src, c.dst);
                }
            }
        }
        Map<Long, List<RuleMatch>> matches = new TreeMap<>();
        fired.forEach((id, set) -> {
            List<RuleMatch> list = new ArrayList<>(set.cardinality());
            set.stream().forEach(i -> list.add(rules.get(i).match()));
            matches.put(id, List.copyOf(list));
        });
        Map<String, DeviceOverride> devices = new LinkedHashMap<>();
        new TreeMap<>(overrides).forEach((host, o) -> devices.put(host, o.getValue()));
        return new Result(matches, devices);
    }

    private void fire(long conversationId, int rule, String src, String dst) {
        fired.computeIfAbsent(conversationId, id -> new BitSet()).set(rule);
        SignatureRule r = rules.get(rule);
        for (String host : new String[]{src, dst}) {
            if (host != null && r.setsDeviceOf(host)) {
                overrides.merge(host, Map.entry(rule, new DeviceOverride(r.name(), r.deviceType())),
                        (old, now) -> old.getKey() <= now.getKey() ? old : now);
            }
        }
    }

    /**
     * @param matches         conversation id → the rules that fired on it; conversations without any are absent
     * @param deviceOverrides host address → the device type a rule sets for it
     */
    public record Result(Map<Long, List<RuleMatch>> matches, Map<String, DeviceOverride> deviceOverrides) {
    }
}
