package io.pcaplens.domain.host;

import java.util.List;

/**
 * The Windows release a build number belongs to, as an NTLMSSP message's version field states it. Client and server
 * releases of one generation share their builds, so both are named; from Windows 10 on, the servers have builds of
 * their own. The first range that holds the build names it.
 */
final class WindowsBuild {

    private record Release(int from, int to, String name) {
    }

    private static final List<Release> RELEASES = List.of(
            new Release(2600, 2600, "Windows XP"),
            new Release(3790, 3790, "Windows XP x64 or Server 2003"),
            new Release(6000, 6003, "Windows Vista or Server 2008"),
            new Release(7600, 7601, "Windows 7 or Server 2008 R2"),
            new Release(9200, 9200, "Windows 8 or Server 2012"),
            new Release(9600, 9600, "Windows 8.1 or Server 2012 R2"),
            new Release(14393, 14393, "Windows 10 or Server 2016"),
            new Release(17763, 17763, "Windows 10 or Server 2019"),
            new Release(20348, 20348, "Windows Server 2022"),
            new Release(26100, 26100, "Windows 11 or Server 2025"),
            new Release(10240, 21999, "Windows 10"),
            new Release(22000, 29999, "Windows 11"));

    private WindowsBuild() {
    }

    static String name(int build) {
        return RELEASES.stream().filter(r -> build >= r.from() && build <= r.to()).map(Release::name).findFirst()
                .orElse(OsHint.WINDOWS);
    }
}
