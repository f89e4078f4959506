package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;

/** The hosts part (each side's location and predicted device type) as the API writes it, with its CSV columns. */
record HostFields(Geo srcGeo, Geo dstGeo, String srcDeviceType, String dstDeviceType) {

    /** The CSV keeps only the country's code of a location. */
    static final CsvColumn<RowParts> SRC_COUNTRY = CsvColumn.text("srcCountry", r -> country(r.hosts().srcGeo()));
    static final CsvColumn<RowParts> DST_COUNTRY = CsvColumn.text("dstCountry", r -> country(r.hosts().dstGeo()));
    static final CsvColumn<RowParts> SRC_DEVICE_TYPE = CsvColumn.text("srcDeviceType", r -> r.hosts().srcDeviceType());
    static final CsvColumn<RowParts> DST_DEVICE_TYPE = CsvColumn.text("dstDeviceType", r -> r.hosts().dstDeviceType());

    static HostFields of(HostFacts src, HostFacts dst) {
        return new HostFields(src.geo(), dst.geo(), deviceType(src), deviceType(dst));
    }

    private static String deviceType(HostFacts host) {
        return host.deviceType() == null ? null : host.deviceType().label();
    }

    private static String country(Geo geo) {
        return geo == null ? null : geo.countryCode();
    }
}
