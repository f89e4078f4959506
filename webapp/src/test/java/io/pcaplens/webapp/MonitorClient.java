package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The monitor's calls as the tests make them, each checking the status it expects. */
final class MonitorClient {

    private final Api api;

    MonitorClient(Api api) {
        this.api = api;
    }

    static String network(String id) {
        return "api/v1/monitor/networks/" + id;
    }

    /** A new network; returns its id. */
    String createNetwork(String name) throws IOException, InterruptedException {
        Api.Reply r = api.json("POST", "api/v1/monitor/networks",
                Json.createObjectBuilder().add("name", name).add("description", "test network").build().toString());
        assertEquals(201, r.status(), r.text());
        return r.json().getString("id");
    }

    Api.Reply add(String networkId, String fileId) throws IOException, InterruptedException {
        return api.json("POST", network(networkId) + "/snapshots",
                Json.createObjectBuilder().add("fileId", fileId).build().toString());
    }

    /** Adds the capture as a snapshot; returns the snapshot. */
    JsonObject added(String networkId, String fileId) throws IOException, InterruptedException {
        Api.Reply r = add(networkId, fileId);
        assertEquals(201, r.status(), r.text());
        return r.json();
    }

    /** The network's snapshots, earliest capture first. */
    List<JsonObject> snapshots(String networkId) throws IOException, InterruptedException {
        Api.Reply r = api.get(network(networkId) + "/snapshots");
        assertEquals(200, r.status(), r.text());
        JsonArray all = Json.createReader(new StringReader(r.text())).readArray();
        return all.getValuesAs(JsonObject.class);
    }

    /** Every change of the network, following the pages; {@code query} adds filters ("severity=CRITICAL"). */
    List<JsonObject> changes(String networkId, String query) throws IOException, InterruptedException {
        return api.all(network(networkId) + "/changes" + (query.isEmpty() ? "" : "?" + query));
    }

    void deleteNetwork(String networkId) throws IOException, InterruptedException {
        Api.Reply r = api.delete(network(networkId));
        assertEquals(204, r.status(), r.text());
    }
}
