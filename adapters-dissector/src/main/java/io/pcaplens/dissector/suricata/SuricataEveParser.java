package io.pcaplens.dissector.suricata;

import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.packet.Transport;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The alerts of a Suricata eve.json (one JSON object per line). Suricata logs the innermost 5-tuple of
 * tunnelled traffic and the initiator as source; the flow key is direction-free. Lines that are not alerts,
 * or not JSON, are skipped.
 */
final class SuricataEveParser {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private SuricataEveParser() {
    }

    static List<IdsAlert> alerts(BufferedReader eve) throws IOException {
        List<IdsAlert> alerts = new ArrayList<>();
        String line;
        while ((line = eve.readLine()) != null) {
            if (!line.contains("\"event_type\":\"alert\"")) {
                continue;
            }
            try {
                JsonObject e = READERS.createReader(new StringReader(line)).readObject();
                JsonObject alert = e.getJsonObject("alert");
                FlowKey key = FlowKey.of(transport(e.getString("proto", "")), e.getString("src_ip", ""),
                        e.getInt("src_port", 0), e.getString("dest_ip", ""), e.getInt("dest_port", 0));
                alerts.add(new IdsAlert(key, alert.getString("signature", ""),
                        alert.getJsonNumber("signature_id").longValue(), alert.getInt("severity", 3)));
            } catch (JsonException | ClassCastException | NullPointerException e) {
                // a line Suricata cut short or an event of another shape: not an alert we can place
            }
        }
        return alerts;
    }

    /** Suricata's protocol names as the service's transports. */
    static Transport transport(String proto) {
        return switch (proto) {
            case "TCP" -> Transport.TCP;
            case "UDP" -> Transport.UDP;
            case "ICMP" -> Transport.ICMP;
            case "IPv6-ICMP" -> Transport.ICMPV6;
            default -> Transport.IP;
        };
    }
}
