package io.pcaplens.application.extraction;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The conversation rows whose packets can carry a file tshark exports: every row of a transport flow that
 * has a row of such a protocol. Whole flows, because a body is reassembled from segments the TCP-labelled
 * row holds; control connections too, because FTP's data connections and TFTP's transfers are only known
 * from them. Reading just these packets keeps file extraction from re-reading a capture that transfers
 * no files. Two kinds are read apart, side by side: traffic whose objects need their frames listed (which
 * costs tshark a protocol tree) and traffic whose objects are assembled from many frames (which does not).
 */
final class ExtractionCandidates {

    /** Labels (upper case) of traffic whose objects come from one frame each: HTTP, e-mail, FTP. */
    private static final Set<String> FRAMED = Set.of("SMTP", "POP", "IMAP", "FTP", "FTP-DATA");
    /**
     * Labels of traffic whose objects are assembled from many frames: SMB, TFTP, DICOM. Not NBSS: a NetBIOS
     * session whose payload tshark did not dissect as SMB carries nothing it exports, and one that carries SMB
     * has SMB rows, which make every row of its flow a candidate. Each pair of hosts costs a tshark start
     * (about 0.6 s of CPU): NetBIOS chatter between many hosts made an export of dozens of starts for no object.
     */
    private static final Set<String> ASSEMBLED = Set.of("SMB", "SMB2", "TFTP", "DICOM");

    private ExtractionCandidates() {
    }

    static boolean framed(String label) {
        if (label == null) {
            return false;
        }
        String l = label.toUpperCase(Locale.ROOT);
        return (l.startsWith("HTTP") && !l.startsWith("HTTP2") && !l.startsWith("HTTP3"))
                || l.contains("IMF") || FRAMED.contains(l);
    }

    static boolean assembled(String label) {
        return label != null && ASSEMBLED.contains(label.toUpperCase(Locale.ROOT));
    }

    /**
     * Ids of the rows of every flow that has a row of the kind, in the rows' order.
     *
     * @param framed true for HTTP, e-mail and FTP traffic, false for SMB, TFTP and DICOM
     */
    static List<Long> of(List<ConversationRow> rows, boolean framed) {
        java.util.function.Predicate<String> kind = framed ? ExtractionCandidates::framed
                : ExtractionCandidates::assembled;
        Set<FlowKey> flows = new HashSet<>();
        for (ConversationRow r : rows) {
            if (kind.test(r.labels().protocol()) || kind.test(r.labels().dissectorProtocol())) {
                flows.add(r.identity().flowKey());
            }
        }
        List<Long> ids = new ArrayList<>();
        for (ConversationRow r : rows) {
            if (flows.contains(r.identity().flowKey())) {
                ids.add(r.id().value());
            }
        }
        return ids;
    }

    /** At most this many parts of SMB, TFTP and DICOM traffic are read apart, one tshark start each. */
    static final int MAX_PARTS = 24;

    /**
     * The rows of SMB, TFTP and DICOM traffic in parts read apart: the flows between two hosts together.
     * Not finer: SMB state is shared by a client's connections to a server (the same file read over two of
     * them comes out whole only when both are read), and a TFTP transfer leaves the request's port. The
     * rows of parts beyond {@link #MAX_PARTS} make one last part together.
     */
    static List<List<ConversationRow>> assembledParts(List<ConversationRow> rows) {
        Set<Long> candidates = new HashSet<>(of(rows, false));
        java.util.Map<String, List<ConversationRow>> parts = new java.util.LinkedHashMap<>();
        for (ConversationRow r : rows) {
            if (candidates.contains(r.id().value())) {
                parts.computeIfAbsent(hosts(r), k -> new ArrayList<>()).add(r);
            }
        }
        List<List<ConversationRow>> result = new ArrayList<>();
        List<ConversationRow> rest = new ArrayList<>();
        for (List<ConversationRow> part : parts.values()) {
            if (result.size() < MAX_PARTS) {
                result.add(part);
            } else {
                rest.addAll(part);
            }
        }
        if (!rest.isEmpty()) {
            rest.sort(java.util.Comparator.comparingLong(r -> r.traffic().firstFrame()));
            result.add(rest);
        }
        return result;
    }

    /**
     * The HTTP, e-mail and FTP candidate rows in parts of about equal packet counts: {@code bins} parts, or
     * more when they would hold over {@code maxPackets} packets each, since tshark's memory grows with the
     * packets it reads with a protocol tree. A pair of hosts is never split: FTP's data connections are known
     * from the control connection between the same hosts.
     */
    static List<List<ConversationRow>> framedParts(List<ConversationRow> rows, int bins, long maxPackets) {
        Set<Long> candidates = new HashSet<>(of(rows, true));
        java.util.Map<String, List<ConversationRow>> pairs = new java.util.LinkedHashMap<>();
        for (ConversationRow r : rows) {
            if (candidates.contains(r.id().value())) {
                pairs.computeIfAbsent(hosts(r), k -> new ArrayList<>()).add(r);
            }
        }
        List<List<ConversationRow>> byWeight = new ArrayList<>(pairs.values());
        byWeight.sort(java.util.Comparator.comparingLong(ExtractionCandidates::packets).reversed());
        long total = byWeight.stream().mapToLong(ExtractionCandidates::packets).sum();
        int count = (int) Math.max(Math.max(1, bins), Math.min(byWeight.size(), (total + maxPackets - 1) / maxPackets));
        List<List<ConversationRow>> parts = new ArrayList<>();
        long[] load = new long[count];
        for (int i = 0; i < load.length; i++) {
            parts.add(new ArrayList<>());
        }
        for (List<ConversationRow> pair : byWeight) {
            int lightest = 0;
            for (int i = 1; i < load.length; i++) {
                if (load[i] < load[lightest]) {
                    lightest = i;
                }
            }
            parts.get(lightest).addAll(pair);
            load[lightest] += packets(pair);
        }
        parts.removeIf(List::isEmpty);
        parts.forEach(p -> p.sort(java.util.Comparator.comparingLong(r -> r.traffic().firstFrame())));
        return parts;
    }

    static long packets(List<ConversationRow> rows) {
        return rows.stream().mapToLong(r -> r.traffic().packetCount()).sum();
    }

    /**
     * The row of an object of the protocol read from these rows: the flow's row with the protocol's label
     * and the most packets, when the rows hold a single flow of it; null when they hold several, since
     * nothing tells which.
     */
    static Long carrier(List<ConversationRow> part, String objectProtocol) {
        return soleRow(part, objectProtocol);
    }

    private static String hosts(ConversationRow r) {
        String src = r.identity().srcIp();
        String dst = r.identity().dstIp();
        return src.compareTo(dst) < 0 ? src + " " + dst : dst + " " + src;
    }

    /**
     * The one row an object of this protocol can belong to when the extractor could not name its frame:
     * the capture has a single flow of that protocol (its row of the protocol with the most packets). Null
     * when there are none or several.
     */
    static Long soleRow(List<ConversationRow> rows, String objectProtocol) {
        Set<FlowKey> flows = new HashSet<>();
        ConversationRow row = null;
        for (ConversationRow r : rows) {
            if (matches(r, objectProtocol)) {
                flows.add(r.identity().flowKey());
                // of the flow's rows of the protocol (SMB negotiation, then SMB2), the one with its bulk
                if (row == null || r.traffic().packetCount() > row.traffic().packetCount()) {
                    row = r;
                }
            }
        }
        return flows.size() == 1 ? row.id().value() : null;
    }

    /** Whether the rows hold a flow of the protocol of an exported object. */
    static boolean holds(List<ConversationRow> rows, String objectProtocol) {
        return rows.stream().anyMatch(r -> matches(r, objectProtocol));
    }

    private static boolean matches(ConversationRow r, String objectProtocol) {
        String label = r.labels().protocol().toUpperCase(Locale.ROOT);
        return switch (objectProtocol) {
            case "SMB" -> label.startsWith("SMB");
            case "IMF" -> label.contains("IMF");
            case "HTTP" -> label.startsWith("HTTP") && !label.startsWith("HTTP2");
            default -> label.equals(objectProtocol);
        };
    }
}
