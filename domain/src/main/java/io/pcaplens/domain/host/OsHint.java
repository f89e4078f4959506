package io.pcaplens.domain.host;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a host's packets hint of its operating system, with the signals that say so: the Windows build its NTLMSSP
 * messages state (the system's own word, in SMB, HTTP, LDAP or RPC authentication), the system the user agents of
 * its HTTP requests name, and the family its IP TTL starts at ({@link Ttl}). A stated build names the release, a
 * user agent a system, a TTL only a family: the strongest present wins, the others back it or say where they
 * disagree (a NAT, a proxy, a forged agent). A hint, never a verdict: the signals are shown with it.
 *
 * @param name    the system or family, null when nothing hints at one
 * @param signals why, strongest first
 */
public record OsHint(String name, List<String> signals) {

    public static final OsHint NONE = new OsHint(null, List.of());

    public static final String WINDOWS = "Windows";
    public static final String UNIX_LIKE = "Linux, macOS, iOS, Android or another Unix";
    public static final String NETWORK_EQUIPMENT = "network equipment (router, switch, printer)";
    public static final String EMBEDDED = "an embedded stack";

    /** Windows NT versions by the number user agents write. */
    private static final Map<String, String> WINDOWS_NT = Map.of("10.0", "Windows 10 or 11", "6.3", "Windows 8.1",
            "6.2", "Windows 8", "6.1", "Windows 7", "6.0", "Windows Vista", "5.2", "Windows XP x64 or Server 2003",
            "5.1", "Windows XP");
    private static final Pattern NT = Pattern.compile("Windows NT (\\d+\\.\\d+)");

    public OsHint {
        signals = List.copyOf(signals);
    }

    public static OsHint of(HostEvidence evidence) {
        return of(evidence.seen().maxTtl(), evidence.seen().windowsBuilds(), evidence.userAgents());
    }

    /** @param windowsBuilds the builds the host's NTLMSSP messages stated */
    static OsHint of(int maxTtl, Set<Integer> windowsBuilds, Set<String> userAgents) {
        OsHint byAgents = of(maxTtl, userAgents);
        if (windowsBuilds.isEmpty()) {
            return byAgents;
        }
        Set<String> releases = new LinkedHashSet<>();
        List<String> signals = new ArrayList<>();
        for (int build : windowsBuilds) {
            String release = WindowsBuild.name(build);
            releases.add(release);
            signals.add("NTLMSSP states Windows build " + build + ": " + release);
        }
        signals.addAll(byAgents.signals());
        if (releases.size() > 1) {
            signals.add("several Windows releases stated: more than one machine behind the address (a NAT)");
        } else if (byAgents.name() != null && !byAgents.name().startsWith(WINDOWS)) {
            signals.add("the other signals are not Windows': a NAT, a proxy, or a forged user agent");
        }
        return new OsHint(String.join(" or ", releases), signals);
    }

    /** @param maxTtl the highest IP TTL the host sent with, -1 when none was seen */
    static OsHint of(int maxTtl, Set<String> userAgents) {
        Map<String, String> named = new LinkedHashMap<>();
        for (String agent : userAgents) {
            String system = systemOf(agent);
            if (system != null) {
                named.putIfAbsent(system, agent);
            }
        }
        String family = familyOf(maxTtl);
        List<String> signals = new ArrayList<>();
        named.forEach((system, agent) -> signals.add("HTTP user agent \"" + agent + "\" names " + system));
        if (family != null) {
            signals.add("IP TTL " + maxTtl + " starts at " + Ttl.initial(maxTtl) + ", as " + family + " does");
        }
        if (named.size() > 1) {
            signals.add("user agents of several systems: more than one device behind the address (a NAT or a proxy)");
            return new OsHint(String.join(" or ", named.keySet()), signals);
        }
        if (named.size() == 1) {
            String system = named.keySet().iterator().next();
            if (family != null && !family.equals(familyOfSystem(system))) {
                signals.add("the TTL's family is not the user agent's: the agent may come from behind a NAT or lie");
            }
            return new OsHint(system, signals);
        }
        return family == null ? NONE : new OsHint(family, signals);
    }

    /** The system a user agent names, null for one that names none (curl, a library, a bot). */
    static String systemOf(String agent) {
        Matcher nt = NT.matcher(agent);
        if (nt.find()) {
            return WINDOWS_NT.getOrDefault(nt.group(1), WINDOWS);
        }
        String a = agent.toLowerCase(Locale.ROOT);
        if (a.contains("windows")) {
            return WINDOWS;
        }
        if (a.contains("android")) {
            return "Android";
        }
        if (a.contains("iphone") || a.contains("ipad") || a.contains("ipod")) {
            return "iOS";
        }
        if (a.contains("mac os x") || a.contains("macintosh")) {
            return "macOS";
        }
        if (a.contains("cros")) {
            return "ChromeOS";
        }
        if (a.contains("linux") || a.contains("x11")) {
            return "Linux";
        }
        return null;
    }

    /** The family a TTL starts at, null when no TTL was seen. */
    static String familyOf(int maxTtl) {
        return switch (Ttl.initial(maxTtl)) {
            case 128 -> WINDOWS;
            case 64 -> UNIX_LIKE;
            case 255 -> NETWORK_EQUIPMENT;
            case 32 -> EMBEDDED;
            default -> null;
        };
    }

    private static String familyOfSystem(String system) {
        return system.startsWith(WINDOWS) ? WINDOWS : UNIX_LIKE;
    }
}
