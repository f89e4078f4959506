package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.SeenName;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * DNS misuse: a host asking for many distinct names under one domain with long, random-looking labels (data
 * encoded into queries, as DNS tunnels do), the more so when it asks for TXT or NULL records, which carry a
 * tunnel's answers; a host getting many "no such name" (NXDOMAIN) answers for many distinct names, as malware
 * trying the names a domain generation algorithm made does; and DNS on a port that is not a DNS port.
 */
public final class DnsMisuseDetector implements Detector {

    /** DNS, multicast DNS and LLMNR. */
    private static final Set<Integer> DNS_PORTS = Set.of(53, 5353, 5355);

    private final DnsMisuseThresholds thresholds;
    private final Map<Asker, Queries> byDomain = new LinkedHashMap<>();
    private final Map<Service, Evidence> offPort = new LinkedHashMap<>();
    private final Map<String, Failures> failures = new LinkedHashMap<>();

    public DnsMisuseDetector(DnsMisuseThresholds thresholds) {
        this.thresholds = thresholds;
    }

    private record Asker(String src, String domain) {
    }

    private record Service(String src, String dst, int port) {
    }

    /** What is kept of one host's names under one domain; distinct names only up to the threshold. */
    private final class Queries {
        final Evidence evidence = new Evidence();
        final Set<String> names = new HashSet<>();
        long longNames;
        /** The questions for TXT or NULL records of the rows that asked for names under the domain. */
        long dataRecords;

        void add(String name) {
            if (names.size() < thresholds.minUniqueSubdomains()) {
                names.add(name);
            }
            if (carriesData(name)) {
                longNames++;
            }
        }
    }

    /** One host's "no such name" answers; distinct names only up to the threshold. */
    private final class Failures {
        final Evidence evidence = new Evidence();
        final Set<String> names = new HashSet<>();
        long answers;

        void add(ConversationRow row) {
            answers += row.labels().dns().noSuchName();
            for (String n : row.labels().dns().failedNames()) {
                if (names.size() < thresholds.minNxdomainNames()) {
                    names.add(n.toLowerCase(Locale.ROOT));
                }
            }
            evidence.add(row);
        }
    }

    @Override
    public String name() {
        return "dns";
    }

    @Override
    public int version() {
        return 2;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        acceptNames(row);
        acceptPort(row);
        if (row.labels().dns().noSuchName() > 0) {
            failures.computeIfAbsent(row.identity().srcIp(), k -> new Failures()).add(row);
        }
    }

    /** The row's questions for the record types tunnels carry their answers in. */
    private static int dataRecordQuestions(ConversationRow row) {
        return row.labels().dns().questions("TXT") + row.labels().dns().questions("NULL");
    }

    private void acceptNames(ConversationRow row) {
        Set<Queries> touched = new HashSet<>();
        for (SeenName n : row.labels().names()) {
            String domain = registeredDomain(n.name());
            if (n.source() != SeenName.Source.DNS || domain == null) {
                continue;
            }
            Queries q = byDomain.computeIfAbsent(new Asker(row.identity().srcIp(), domain), k -> new Queries());
            q.add(n.name());
            if (touched.add(q)) {
                q.evidence.add(row);
                q.dataRecords += dataRecordQuestions(row);
            }
        }
    }

    private void acceptPort(ConversationRow row) {
        Integer dport = row.identity().dstPort();
        Integer sport = row.identity().srcPort();
        String protocol = row.labels().dissectorProtocol();
        if (dport == null || protocol == null || !protocol.toLowerCase(Locale.ROOT).equals("dns")
                || DNS_PORTS.contains(dport) || (sport != null && DNS_PORTS.contains(sport))) {
            return;
        }
        offPort.computeIfAbsent(new Service(row.identity().srcIp(), row.identity().dstIp(), dport),
                k -> new Evidence()).add(row);
    }

    /** The last two labels of a name: the domain a tunnel's server answers for (no public-suffix list). */
    static String registeredDomain(String name) {
        String[] labels = name.split("\\.");
        if (labels.length < 3) {
            return null;
        }
        return labels[labels.length - 2] + "." + labels[labels.length - 1];
    }

    /** Whether a label of the name below its registered domain is long and random enough to carry data. */
    boolean carriesData(String name) {
        String[] labels = name.split("\\.");
        for (int i = 0; i < labels.length - 2; i++) {
            if (labels[i].length() >= thresholds.minLabelLength() && entropy(labels[i]) >= thresholds.minEntropy()) {
                return true;
            }
        }
        return false;
    }

    /** Shannon entropy of the label's characters, in bits per character. */
    static double entropy(String label) {
        Map<Integer, Integer> counts = new LinkedHashMap<>();
        label.chars().forEach(c -> counts.merge(c, 1, Integer::sum));
        double bits = 0;
        for (int count : counts.values()) {
            double p = (double) count / label.length();
            bits -= p * Math.log(p) / Math.log(2);
        }
        return bits;
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        byDomain.forEach((a, q) -> {
            boolean dataRecords = q.dataRecords >= thresholds.minDataRecordQueries();
            if ((q.names.size() < thresholds.minUniqueSubdomains() && !dataRecords)
                    || q.longNames < thresholds.minLongNames()) {
                return;
            }
            String title = a.src() + " tunnels data through DNS names under " + a.domain();
            String explanation = a.src() + " asked for at least " + q.names.size() + " distinct names under "
                    + a.domain() + ", " + q.longNames + " of them with a label of " + thresholds.minLabelLength()
                    + " characters or more that looks random. Names like these carry encoded data to the server"
                    + " answering for the domain: a DNS tunnel, which slips past firewalls that let DNS out."
                    + (q.dataRecords == 0 ? "" : " Its conversations asking for these names put " + q.dataRecords
                    + " question(s) for TXT or NULL records, the types a tunnel's server answers with data"
                    + (dataRecords ? "." : ", fewer than the " + thresholds.minDataRecordQueries()
                    + " that count as a tunnel's sign on their own."));
            String query = HuntExpression.of().source(a.src()).containing("name", "." + a.domain()).toString();
            found.add(new Detection(FindingKind.DNS_TUNNEL, FindingSeverity.HIGH, title, explanation,
                    List.of(a.src(), a.domain()), q.longNames, q.evidence.ids(), query));
        });
        failures.forEach((src, f) -> {
            if (f.answers < thresholds.minNxdomainAnswers() || f.names.size() < thresholds.minNxdomainNames()) {
                return;
            }
            String title = src + " got " + f.answers + " NXDOMAIN answers";
            String explanation = src + " was answered \"no such name\" (NXDOMAIN) " + f.answers + " times, for at"
                    + " least " + f.names.size() + " distinct names, in " + f.evidence.rows() + " conversation(s)."
                    + " A host that tries many names that do not exist is often malware looking for its command"
                    + " server among names a domain generation algorithm (DGA) made, only a few of which are"
                    + " registered; a mistyped or stale configuration is the harmless cause.";
            String query = HuntExpression.of().either(src).text("dissector", "DNS").toString();
            found.add(new Detection(FindingKind.DNS_NXDOMAIN_BURST, FindingSeverity.MEDIUM, title, explanation,
                    List.of(src), f.answers, f.evidence.ids(), query));
        });
        offPort.forEach((s, e) -> {
            String title = "DNS on port " + s.port() + " of " + s.dst();
            String explanation = s.src() + " sent DNS to " + s.dst() + " port " + s.port() + " in " + e.rows()
                    + " conversation(s), where DNS belongs on 53. DNS on another port goes around the resolvers"
                    + " and DNS rules of the network.";
            String query = HuntExpression.of().source(s.src()).destination(s.dst()).destinationPort(s.port())
                    .text("dissector", "DNS").toString();
            found.add(new Detection(FindingKind.DNS_NONSTANDARD_PORT, FindingSeverity.MEDIUM, title, explanation,
                    e.hosts(), e.rows(), e.ids(), query));
        });
        return found;
    }
}
