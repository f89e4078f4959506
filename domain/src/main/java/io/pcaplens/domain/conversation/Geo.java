package io.pcaplens.domain.conversation;

/**
 * Where an external address is (spec 2.5). Members are null when the source does not know them; the bundled
 * offline databases give the country and the autonomous system.
 *
 * @param source "online" or "offline"
 */
public record Geo(String country, String countryCode, String region, String city, String asn, String org,
                  String source) {

    public static final String ONLINE = "online";
    public static final String OFFLINE = "offline";
}
