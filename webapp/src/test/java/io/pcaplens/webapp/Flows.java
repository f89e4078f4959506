package io.pcaplens.webapp;

import jakarta.json.JsonObject;

/** Transport flows named the same way from the API's rows and from the reference tools' output. */
final class Flows {

    private Flows() {
    }

    /** The flow of a conversation row of the API. */
    static String of(JsonObject row) {
        return key(row.getString("transport"), row.getString("srcIp"), Api.string(row, "srcPort"),
                row.getString("dstIp"), Api.string(row, "dstPort"));
    }

    /** A flow as both tools can name it: transport plus the two endpoints in sorted order. */
    static String key(String transport, String ip1, String port1, String ip2, String port2) {
        String a = ip1.replaceAll("^\\[|\\]$", "") + " " + (port1.isEmpty() ? "0" : port1);
        String b = ip2.replaceAll("^\\[|\\]$", "") + " " + (port2.isEmpty() ? "0" : port2);
        return transport + " " + (a.compareTo(b) <= 0 ? a + " " + b : b + " " + a);
    }
}
