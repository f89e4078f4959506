package io.pcaplens.domain.conversation;


/**
 * What is known about one endpoint of a conversation: where it is (spec 2.5) and what kind of device it is
 * (spec 10.2 Device Type). Both are null until found: geo stays null for an internal address, the device type
 * for a host nobody classified.
 */
public record HostFacts(Geo geo, DeviceType deviceType) {

    public static final HostFacts UNKNOWN = new HostFacts(null, null);

    public HostFacts withGeo(Geo located) {
        return new HostFacts(located, deviceType);
    }

    public HostFacts withDeviceType(DeviceType classified) {
        return new HostFacts(geo, classified);
    }
}
