package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The applications DPI saw the host use or offer, and the user agents of its HTTP requests: a browser on an
 * iPhone says so in every request, smart speakers talk to their vendor's cloud, a host whose flows DPI
 * classifies as SSH or HTTP on its side of the connection offers them.
 */
final class ApplicationSignal implements DeviceSignal {

    /** A user agent names its platform: the strongest hint a client gives about itself. */
    static final int USER_AGENT = 35;
    /** Apps made for phones (messengers, app stores, push services). */
    static final int MOBILE_APP = 15;
    /** Apps of smart-home devices and their protocols. */
    static final int IOT_APP = 20;
    /** Desktop-only software and Windows networking. */
    static final int DESKTOP_APP = 10;
    /** Applications the host offered to others, as DPI recognised them. */
    static final int SERVES_APP = 10;

    /** DPI application names (nDPI's) by what using them suggests. */
    private static final Map<String, DeviceType> APPS = Map.ofEntries(
            Map.entry("whatsapp", DeviceType.MOBILE), Map.entry("instagram", DeviceType.MOBILE),
            Map.entry("tiktok", DeviceType.MOBILE), Map.entry("snapchat", DeviceType.MOBILE),
            Map.entry("kakaotalk", DeviceType.MOBILE), Map.entry("kakaotalk_voice", DeviceType.MOBILE),
            Map.entry("applepush", DeviceType.MOBILE), Map.entry("viber", DeviceType.MOBILE),
            Map.entry("line", DeviceType.MOBILE), Map.entry("wechat", DeviceType.MOBILE),
            Map.entry("googleplay", DeviceType.MOBILE), Map.entry("messenger", DeviceType.MOBILE),
            Map.entry("amazonalexa", DeviceType.IOT), Map.entry("alexa", DeviceType.IOT),
            Map.entry("tuya", DeviceType.IOT), Map.entry("tuyalp", DeviceType.IOT), Map.entry("mqtt", DeviceType.IOT),
            Map.entry("coap", DeviceType.IOT), Map.entry("smartthings", DeviceType.IOT),
            Map.entry("windowsupdate", DeviceType.LAPTOP_DESKTOP), Map.entry("microsoft365", DeviceType.LAPTOP_DESKTOP),
            Map.entry("teams", DeviceType.LAPTOP_DESKTOP), Map.entry("skype_teams", DeviceType.LAPTOP_DESKTOP),
            Map.entry("outlook", DeviceType.LAPTOP_DESKTOP), Map.entry("steam", DeviceType.LAPTOP_DESKTOP),
            Map.entry("dropbox", DeviceType.LAPTOP_DESKTOP), Map.entry("netbios", DeviceType.LAPTOP_DESKTOP),
            Map.entry("smbv1", DeviceType.LAPTOP_DESKTOP), Map.entry("smbv23", DeviceType.LAPTOP_DESKTOP),
            Map.entry("llmnr", DeviceType.LAPTOP_DESKTOP), Map.entry("rdp", DeviceType.LAPTOP_DESKTOP));

    @Override
    public List<Vote> votes(HostEvidence host) {
        List<Vote> votes = new ArrayList<>();
        userAgents(host.userAgents(), votes);
        for (DeviceType type : List.of(DeviceType.MOBILE, DeviceType.IOT, DeviceType.LAPTOP_DESKTOP)) {
            Set<String> apps = new TreeSet<>();
            for (String app : host.appsUsed()) {
                if (APPS.get(app.toLowerCase(Locale.ROOT)) == type) {
                    apps.add(app);
                }
            }
            if (!apps.isEmpty()) {
                int weight = type == DeviceType.MOBILE ? MOBILE_APP : type == DeviceType.IOT ? IOT_APP : DESKTOP_APP;
                votes.add(new Vote("Uses " + String.join(", ", apps) + " (DPI)", type, weight));
            }
        }
        if (!host.appsServed().isEmpty()) {
            votes.add(new Vote("Serves " + String.join(", ", new TreeSet<>(host.appsServed())) + " to its peers (DPI)",
                    DeviceType.SERVER, SERVES_APP));
        }
        return votes;
    }

    private static void userAgents(Set<String> agents, List<Vote> votes) {
        String mobile = null;
        String desktop = null;
        String iot = null;
        for (String ua : agents) {
            String platform = platform(ua);
            if (platform == null) {
                continue;
            }
            switch (platform) {
                case "iPhone", "iPad", "Android" -> mobile = mobile == null ? platform : mobile;
                case "smart TV" -> iot = iot == null ? platform : iot;
                default -> desktop = desktop == null ? platform : desktop;
            }
        }
        if (mobile != null) {
            votes.add(new Vote("HTTP user agent names " + mobile, DeviceType.MOBILE, USER_AGENT));
        }
        if (desktop != null) {
            votes.add(new Vote("HTTP user agent names " + desktop, DeviceType.LAPTOP_DESKTOP, USER_AGENT));
        }
        if (iot != null) {
            votes.add(new Vote("HTTP user agent names a " + iot, DeviceType.IOT, USER_AGENT));
        }
    }

    /** The platform a browser's user agent names, null for agents that name none (curl, libraries). */
    static String platform(String ua) {
        if (ua.contains("iPhone")) {
            return "iPhone";
        }
        if (ua.contains("iPad")) {
            return "iPad";
        }
        if (ua.contains("Android")) {
            return "Android";
        }
        if (ua.contains("SmartTV") || ua.contains("SMART-TV") || ua.contains("Tizen") || ua.contains("Roku")
                || ua.contains("AppleTV") || ua.contains("CrKey")) {
            return "smart TV";
        }
        if (ua.contains("Windows NT") || ua.contains("Windows 10") || ua.contains("Win64")) {
            return "Windows";
        }
        if (ua.contains("Macintosh") || ua.contains("Mac OS X")) {
            return "macOS";
        }
        if (ua.contains("CrOS")) {
            return "ChromeOS";
        }
        if (ua.contains("X11") || ua.contains("Ubuntu") || ua.contains("Linux x86_64")) {
            return "a Linux desktop";
        }
        return null;
    }
}
