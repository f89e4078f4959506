package io.pcaplens.llm.builtin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DNS, multicast DNS and LLMNR as the dissector summarises them: "Standard query 0x75c0 A www.netbsd.org",
 * "Standard query response 0x75c0 A www.netbsd.org A 204.152.190.12", "Standard query response 0x266d No such
 * name AAAA www.example.notginh". The question comes first (type, then name), then the answer records.
 */
final class DnsExplanations implements ProtocolExplanations {

    private static final Pattern MESSAGE = Pattern.compile("^Standard query (response )?(0x[0-9a-fA-F]+)\\s*(.*)$");
    /** Response codes the dissector writes before the question when the answer is an error. */
    private static final List<String[]> ERRORS = List.of(
            new String[] {"No such name", "the name does not exist (No such name, NXDOMAIN)"},
            new String[] {"Server failure", "the server failed to resolve it (Server failure, SERVFAIL)"},
            new String[] {"Refused", "the server refused to answer (REFUSED)"},
            new String[] {"Format error", "the server could not read the query (Format error)"},
            new String[] {"Not implemented", "the server does not support this kind of query (Not implemented)"},
            new String[] {"Not authoritative", "the server is not authoritative for the zone (NOTAUTH)"});
    /** How many answer records are named before the rest is counted. */
    private static final int NAMED_ANSWERS = 3;
    private static final String IPV4_REVERSE = ".in-addr.arpa";

    @Override
    public Optional<String> explain(StepFacts step) {
        String protocol = step.protocol();
        if (!protocol.equals("DNS") && !protocol.equals("MDNS") && !protocol.equals("LLMNR")) {
            return Optional.empty();
        }
        String over = protocol.equals("MDNS") ? " over multicast DNS (mDNS) on the local network"
                : protocol.equals("LLMNR") ? " over LLMNR on the local network" : "";
        Matcher m = MESSAGE.matcher(step.info());
        if (!m.matches()) {
            return Optional.of(step.sendsSummarised("a DNS message"));
        }
        boolean response = m.group(1) != null;
        String rest = m.group(3);
        String error = null;
        for (String[] e : ERRORS) {
            if (rest.startsWith(e[0] + " ")) {
                error = e[1];
                rest = rest.substring(e[0].length()).strip();
            }
        }
        String[] tokens = rest.isEmpty() ? new String[0] : rest.split("\\s+");
        if (tokens.length < 2 || !DnsRecordTypes.known(tokens[0])) {
            // multicast DNS answers carry no question: only the records announced
            List<String> types = types(tokens);
            return Optional.of(step.sender() + (response ? " answers" : " asks") + over
                    + (types.isEmpty() ? "." : (response ? ", announcing " : " about ") + Wording.list(types)
                    + " records."));
        }
        String type = tokens[0];
        String name = strip(tokens[1]);
        if (!response) {
            return Optional.of(step.sender() + " asks " + step.receiver() + over + " for " + wanted(type, name) + ".");
        }
        if (error != null) {
            return Optional.of(step.sender() + " answers the " + type + " query for " + name + ": " + error + ".");
        }
        List<String> answers = answers(type, tokens);
        if (answers.isEmpty()) {
            return Optional.of(step.sender() + " answers the " + type + " query for " + name + " without any"
                    + " answer record: the name has no " + type + " data.");
        }
        int more = answers.size() - NAMED_ANSWERS;
        String named = more <= 0 ? Wording.list(answers)
                : String.join(", ", answers.subList(0, NAMED_ANSWERS)) + " and " + more + " more record"
                        + (more == 1 ? "" : "s");
        return Optional.of(step.sender() + " answers the " + type + " query for " + name + over + " with " + named
                + ".");
    }

    /** "the AAAA record (IPv6 address) of x", "all records (ANY) of x", "the host name of 66.192.9.104 …". */
    private static String wanted(String type, String name) {
        if (type.equals("ANY")) {
            return "all records (ANY) of " + name;
        }
        if (type.equals("PTR") && name.endsWith(IPV4_REVERSE)) {
            String[] octets = name.substring(0, name.length() - IPV4_REVERSE.length()).split("\\.");
            if (octets.length == 4) {
                String address = octets[3] + "." + octets[2] + "." + octets[1] + "." + octets[0];
                return "the host name of " + address + " (a reverse lookup: PTR record of " + name + ")";
            }
        }
        return "the " + DnsRecordTypes.named(type) + " of " + name;
    }

    /** The answer records after the question: "A 204.152.190.12", "MX 10 smtp5.google.com", "TXT". */
    private static List<String> answers(String questionType, String[] tokens) {
        List<String> answers = new ArrayList<>();
        int i = 2;
        while (i < tokens.length) {
            String type = strip(tokens[i]);
            StringBuilder value = new StringBuilder();
            int j = i + 1;
            while (j < tokens.length && !DnsRecordTypes.known(strip(tokens[j]))) {
                value.append(value.length() == 0 ? "" : " ").append(tokens[j]);
                j++;
            }
            String v = value.toString();
            if (type.equals("MX") && v.matches("\\d+ \\S+")) {
                // "MX 10 smtp5.google.com": the preference, then the mail server
                String[] mx = v.split(" ");
                String server = mx[1] + " (preference " + mx[0] + ")";
                answers.add(type.equals(questionType) ? server : "the mail server " + server);
            } else if (type.equals(questionType)) {
                answers.add(v.isEmpty() ? "a " + type + " record" : v);
            } else if (type.equals("CNAME")) {
                answers.add("the alias (CNAME) " + v);
            } else {
                answers.add(v.isEmpty() ? "a " + type + " record" : type + " " + v);
            }
            i = j;
        }
        return answers;
    }

    private static List<String> types(String[] tokens) {
        List<String> types = new ArrayList<>();
        for (String t : tokens) {
            String type = strip(t);
            if (DnsRecordTypes.known(type) && !types.contains(type)) {
                types.add(type);
            }
        }
        return types;
    }

    private static String strip(String token) {
        return token.endsWith(",") ? token.substring(0, token.length() - 1) : token;
    }
}
