-- The classified hosts of a capture (spec 10.2 Device Type, 10.5 popup): the classifier's verdict with the
-- votes that made it, and a custom rule's override, which wins.
CREATE TABLE host (
    capture_id     uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    ip             text    NOT NULL,
    mac            text,
    vendor         text,
    device_type    text    NOT NULL,
    confidence     integer NOT NULL,
    -- [{"text": "Answers DHCP requests (server port 67)", "type": "Router", "weight": 40}, ...]
    signals        jsonb   NOT NULL DEFAULT '[]',
    override_rule  text,
    override_type  text,
    PRIMARY KEY (capture_id, ip)
);

-- Who opened a TCP conversation, when its SYN without ACK was captured (the popup's Client/Server role).
CREATE TABLE conversation_initiator (
    conversation_id bigint  PRIMARY KEY REFERENCES conversation (id) ON DELETE CASCADE,
    ip              text    NOT NULL,
    port            integer NOT NULL
);
