package io.pcaplens.domain.host;

/**
 * The Windows release a build number belongs to, as an NTLMSSP message's version field states it. Client and server
 * releases of one generation share their builds, so both are named; from Windows 10 on, the servers have builds of
 * their own.
 */
final class WindowsBuild {

    private WindowsBuild() {
    }

    static String name(int build) {
        if (build == 2600) {
            return "Windows XP";
        }
        if (build == 3790) {
            return "Windows XP x64 or Server 2003";
        }
        if (build >= 6000 && build <= 6003) {
            return "Windows Vista or Server 2008";
        }
        if (build == 7600 || build == 7601) {
            return "Windows 7 or Server 2008 R2";
        }
        if (build == 9200) {
            return "Windows 8 or Server 2012";
        }
        if (build == 9600) {
            return "Windows 8.1 or Server 2012 R2";
        }
        if (build == 14393) {
            return "Windows 10 or Server 2016";
        }
        if (build == 17763) {
            return "Windows 10 or Server 2019";
        }
        if (build == 20348) {
            return "Windows Server 2022";
        }
        if (build == 26100) {
            return "Windows 11 or Server 2025";
        }
        if (build >= 10240 && build < 22000) {
            return "Windows 10";
        }
        if (build >= 22000 && build < 30000) {
            return "Windows 11";
        }
        return OsHint.WINDOWS;
    }
}
