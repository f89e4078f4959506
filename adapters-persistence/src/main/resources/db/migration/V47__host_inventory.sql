-- The host inventory of a capture (docs/hosts.md), built from its stored conversations and classified hosts at
-- the end of every analysis, and replaced by a re-analysis's. Addresses are node identifiers as the conversations
-- hold them: IP addresses, or the MAC of a layer-2-only host.
CREATE TABLE host_inventory (
    capture_id       uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    address          text    NOT NULL,
    mac              text,
    vendor           text,
    device_type      text    NOT NULL,
    internal         boolean NOT NULL,
    -- the IPv4 /24 and /16 (IPv6 /64 and /48) the network map groups by; the address itself for a MAC
    subnet24         text    NOT NULL,
    subnet16         text    NOT NULL,
    country_code     text,
    country          text,
    asn              text,
    org              text,
    packets_sent     bigint  NOT NULL,
    bytes_sent       bigint  NOT NULL,
    packets_received bigint  NOT NULL,
    bytes_received   bigint  NOT NULL,
    peers            integer NOT NULL,
    conversations    integer NOT NULL,
    first_ns         bigint  NOT NULL,
    last_ns          bigint  NOT NULL,
    PRIMARY KEY (capture_id, address)
);
CREATE INDEX host_inventory_by_bytes ON host_inventory (capture_id, (bytes_sent + bytes_received) DESC, address);

-- The names a host was given as a server (HTTP Host, TLS SNI, certificate names), with their source.
CREATE TABLE host_inventory_name (
    capture_id    uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    address       text    NOT NULL,
    name          text    NOT NULL,
    source        text    NOT NULL,
    first_ns      bigint  NOT NULL,
    last_ns       bigint  NOT NULL,
    conversations integer NOT NULL,
    PRIMARY KEY (capture_id, address, source, name)
);

-- The services a host answered: port, transport and DPI application (NULL when DPI named none).
CREATE TABLE host_inventory_role (
    capture_id    uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    address       text    NOT NULL,
    transport     text    NOT NULL,
    port          integer NOT NULL,
    app           text,
    clients       integer NOT NULL,
    conversations integer NOT NULL,
    packets       bigint  NOT NULL,
    bytes         bigint  NOT NULL
);
CREATE INDEX host_inventory_role_of ON host_inventory_role (capture_id, address);

-- The host pairs that talked (address_a <= address_b), with their conversations' traffic both ways.
CREATE TABLE host_inventory_pair (
    capture_id    uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    address_a     text    NOT NULL,
    address_b     text    NOT NULL,
    packets       bigint  NOT NULL,
    bytes         bigint  NOT NULL,
    conversations integer NOT NULL,
    protocols     text[]  NOT NULL,
    apps          text[]  NOT NULL,
    PRIMARY KEY (capture_id, address_a, address_b)
);
CREATE INDEX host_inventory_pair_b ON host_inventory_pair (capture_id, address_b);
