package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a host page shows of a host beside its logs (docs/hosts.md), held to tshark's reading of the capture: its
 * traffic over time, binned as the capture's timeline, and its operating system hint with the signals tshark shows
 * (user agents, the highest IP TTL, the Windows builds its NTLMSSP messages state).
 */
class HostProfileIT extends DeployedService {

    private static String[] cells(String line, int n) {
        return java.util.Arrays.copyOf(line.split("\t", -1), n);
    }

    private static long nanos(String epoch) {
        return new BigDecimal(epoch).movePointRight(9).longValueExact();
    }

    @Test
    void aHostsTrafficOverTimeIsItsPacketsInTheCapturesOwnBins() throws Exception {
        String capture = "dns-mixed-records.pcap";
        String file = AnalysedCaptures.id(api, capture);
        String host = "192.168.170.20";
        JsonObject whole = api.get("api/v1/files/" + file + "/timeline?bins=40").json();
        JsonObject mine = api.get("api/v1/files/" + file + "/timeline?bins=40&host=" + host).json();
        long width = whole.getJsonNumber("binNanos").longValue();
        assertEquals(width, mine.getJsonNumber("binNanos").longValue(), "the capture's own bins");
        assertEquals(whole.getString("start"), mine.getString("start"));
        List<String[]> frames = TsharkOutput.of(capture, "-T", "fields", "-e", "frame.time_epoch", "-e", "frame.len",
                "-e", "ip.addr").lines().filter(l -> !l.isBlank()).map(l -> cells(l, 3)).toList();
        long start = frames.stream().mapToLong(f -> nanos(f[0])).min().orElseThrow();
        Map<Long, List<Long>> expected = new TreeMap<>();
        for (String[] f : frames) {
            if (f[2] != null && List.of(f[2].split(",")).contains(host)) {
                long bin = (nanos(f[0]) - start) / width;
                List<Long> sums = expected.getOrDefault(bin, List.of(0L, 0L));
                expected.put(bin, List.of(sums.get(0) + 1, sums.get(1) + Long.parseLong(f[1])));
            }
        }
        assertFalse(expected.isEmpty(), "tshark: no packet of " + host);
        Map<Long, List<Long>> shown = new TreeMap<>();
        List<JsonObject> bins = mine.getJsonArray("bins").getValuesAs(JsonObject.class);
        for (int i = 0; i < bins.size(); i++) {
            if (bins.get(i).getJsonNumber("packets").longValue() > 0) {
                shown.put((long) i, List.of(bins.get(i).getJsonNumber("packets").longValue(),
                        bins.get(i).getJsonNumber("bytes").longValue()));
            }
        }
        assertEquals(expected, shown);
        assertTrue(frames.size() > expected.values().stream().mapToLong(v -> v.get(0)).sum(),
                "the capture holds packets of other hosts too, which the host's timeline leaves out");
    }

    /** The family an IP TTL starts at, by docs/hosts.md's table: the next of 32, 64, 128 and 255 at or above it. */
    private static String family(int maxTtl) {
        return maxTtl <= 32 ? "an embedded stack" : maxTtl <= 64 ? "Linux, macOS, iOS, Android or another Unix"
                : maxTtl <= 128 ? "Windows" : "network equipment (router, switch, printer)";
    }

    private static int maxTtlFrom(String capture, String host) throws Exception {
        return TsharkOutput.of(capture, "-Y", "ip.src == " + host, "-T", "fields", "-E", "occurrence=l", "-e", "ip.ttl")
                .lines().filter(l -> !l.isBlank()).mapToInt(Integer::parseInt).max().orElseThrow();
    }

    @Test
    void aHostsOperatingSystemHintIsWhatItsUserAgentsNameAndItsTtlsFamily() throws Exception {
        String capture = "http-bro-org-browsing.pcap";
        String file = AnalysedCaptures.id(api, capture);
        String client = "10.0.2.15";
        java.util.Set<String> agents = TsharkOutput.of(capture, "-Y", "http.request && ip.src == " + client, "-T",
                "fields", "-e", "http.user_agent").lines().filter(l -> !l.isBlank()).collect(Collectors.toSet());
        assertTrue(!agents.isEmpty() && agents.stream().allMatch(a -> a.contains("Linux") && !a.contains("Android")),
                "tshark: " + agents);
        JsonObject os = api.get("api/v1/files/" + file + "/hosts/" + client).json().getJsonObject("os");
        assertEquals("Linux", os.getString("name"), os.toString());
        int clientTtl = maxTtlFrom(capture, client);
        assertTrue(os.getJsonArray("signals").getValuesAs(jakarta.json.JsonString.class).stream()
                .anyMatch(s -> s.getString().startsWith("IP TTL " + clientTtl + " starts at")), os.toString());

        // the web server sent no request: its TTL alone names a family
        String server = "192.150.187.43";
        JsonObject serverOs = api.get("api/v1/files/" + file + "/hosts/" + server).json().getJsonObject("os");
        assertEquals(family(maxTtlFrom(capture, server)), serverOs.getString("name"), serverOs.toString());
    }

    /**
     * Every NTLMSSP message states its sender's Windows build: each host of large-mixed-merged that tshark shows
     * sending one has every build it stated among its hint's signals, and a Windows release as its name.
     */
    @Test
    void theWindowsBuildsAHostsNtlmsspMessagesStateNameItsRelease() throws Exception {
        String capture = "large-mixed-merged.pcap";
        Map<String, Set<String>> builds = new TreeMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "ntlmssp.version.build_number", "-T", "fields", "-E",
                "occurrence=f", "-e", "ip.src", "-e", "ntlmssp.version.build_number").lines().toList()) {
            String[] f = line.split("\t");
            if (f.length == 2 && !f[0].isEmpty() && !f[1].equals("0")) {
                builds.computeIfAbsent(f[0], k -> new java.util.TreeSet<>()).add(f[1]);
            }
        }
        assertTrue(builds.size() >= 3, "tshark: " + builds);
        String file = AnalysedCaptures.id(api, capture);
        for (Map.Entry<String, Set<String>> host : builds.entrySet()) {
            JsonObject os = api.get("api/v1/files/" + file + "/hosts/" + host.getKey()).json().getJsonObject("os");
            assertTrue(os.getString("name").startsWith("Windows"), host + ": " + os);
            List<String> signals = os.getJsonArray("signals").getValuesAs(jakarta.json.JsonString.class).stream()
                    .map(jakarta.json.JsonString::getString).toList();
            for (String build : host.getValue()) {
                assertTrue(signals.stream().anyMatch(s -> s.startsWith("NTLMSSP states Windows build " + build + ":")),
                        host + ": " + signals);
            }
        }
    }
}
