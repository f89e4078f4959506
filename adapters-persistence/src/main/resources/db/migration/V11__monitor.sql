-- What each capture's frames showed of the network beside its conversations, stored by its analysis for the
-- monitor (docs/monitor-facts.md). A capture without a capture_link row was analysed before these were read.
CREATE TABLE capture_link (
    capture_id    uuid PRIMARY KEY REFERENCES capture (id) ON DELETE CASCADE,
    gateway_mac   text,
    gateway_ip    text,
    upstream_peer text
);

-- An address seen on a card by local-segment evidence only; evidence: {ARP, DHCP, NDP, LOCAL_FRAME}.
CREATE TABLE capture_binding (
    capture_id uuid   NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    ip         text   NOT NULL,
    mac        text   NOT NULL,
    evidence   text[] NOT NULL,
    PRIMARY KEY (capture_id, ip, mac)
);

-- A service that accepted a TCP connection (SYN/ACK) or answered from a well-known UDP port.
CREATE TABLE capture_service (
    capture_id uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    ip         text    NOT NULL,
    port       integer NOT NULL,
    transport  text    NOT NULL,
    PRIMARY KEY (capture_id, ip, port, transport)
);

-- The facts change detection reads in a capture, computed once from the rows above, its hosts and its
-- conversations; dropped when those change (custom rules applied again), computed again when next needed.
-- standing: {"hosts", "conversations", "bytes", "violations": {"WARNING", "CRITICAL"}}, for the timeline.
CREATE TABLE capture_facts (
    capture_id  uuid PRIMARY KEY REFERENCES capture (id) ON DELETE CASCADE,
    facts       jsonb       NOT NULL,
    standing    jsonb       NOT NULL,
    computed_at timestamptz NOT NULL DEFAULT now()
);

-- Monitored networks (spec 1 item 5, 4.3).
CREATE TABLE network (
    id          uuid PRIMARY KEY,
    name        text        NOT NULL,
    description text        NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- A capture added to a network. Its place follows from the capture's start time, so none is stored; it goes
-- with its network and with its capture.
CREATE TABLE snapshot (
    id         uuid PRIMARY KEY,
    network_id uuid        NOT NULL REFERENCES network (id) ON DELETE CASCADE,
    capture_id uuid        NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    added_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (network_id, capture_id)
);
CREATE INDEX snapshot_by_capture ON snapshot (capture_id);

-- A comparison made: a snapshot with the one before it, none for the network's baseline. It goes with either
-- snapshot, so a gap left by a deleted capture shows as a pair the timeline wants and the table lacks.
CREATE TABLE snapshot_pair (
    current_id  uuid PRIMARY KEY REFERENCES snapshot (id) ON DELETE CASCADE,
    previous_id uuid REFERENCES snapshot (id) ON DELETE CASCADE,
    network_id  uuid NOT NULL REFERENCES network (id) ON DELETE CASCADE
);
CREATE INDEX snapshot_pair_by_network ON snapshot_pair (network_id);
CREATE INDEX snapshot_pair_by_previous ON snapshot_pair (previous_id);

-- The changes a pair found, most severe first (position).
CREATE TABLE change_event (
    id           uuid PRIMARY KEY,
    network_id   uuid    NOT NULL REFERENCES network (id) ON DELETE CASCADE,
    current_id   uuid    NOT NULL REFERENCES snapshot_pair (current_id) ON DELETE CASCADE,
    previous_id  uuid,
    position     integer NOT NULL,
    identity     uuid    NOT NULL,
    type         text    NOT NULL,
    entity       text    NOT NULL,
    before_value text,
    after_value  text,
    severity     text    NOT NULL,
    description  text    NOT NULL
);
CREATE INDEX change_event_by_pair ON change_event (network_id, current_id, position);

-- Analysts' reviews, by the change's identity (type, entity, before, after) in the network, so that they stay
-- when a pair is compared again.
CREATE TABLE change_review (
    network_id uuid        NOT NULL REFERENCES network (id) ON DELETE CASCADE,
    identity   uuid        NOT NULL,
    reviewed   boolean     NOT NULL,
    notes      text        NOT NULL DEFAULT '',
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (network_id, identity)
);
