package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.HostFacts;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What is known about one endpoint in the conversation's row: {@code src_geo}/{@code src_device_type} for the
 * source, the same with {@code dst_} for the destination. The device type is stored as the label the API shows.
 */
final class HostColumns {

    static final String SRC = "src";
    static final String DST = "dst";

    private HostColumns() {
    }

    static void write(String side, HostFacts h, ColumnValues row) {
        row.json(side + "_geo", GeoJson.toJson(h.geo()))
                .put(side + "_device_type", h.deviceType() == null ? null : h.deviceType().label());
    }

    static HostFacts read(String side, ResultSet rs) throws SQLException {
        String type = rs.getString(side + "_device_type");
        return new HostFacts(GeoJson.fromJson(rs.getString(side + "_geo")),
                type == null ? null : DeviceType.parse(type).orElse(DeviceType.UNKNOWN));
    }
}
