-- Uploaded captures; the rows double as the analysis job queue.
CREATE TABLE capture (
    id                     uuid PRIMARY KEY,
    name                   text        NOT NULL,
    size_bytes             bigint      NOT NULL,
    sha256                 char(64)    NOT NULL UNIQUE,
    format                 text        NOT NULL,
    status                 text        NOT NULL,
    status_reason          text,
    progress_percent       integer     NOT NULL DEFAULT 0,
    progress_stage         text        NOT NULL,
    enable_dpi             boolean     NOT NULL,
    enable_file_extraction boolean     NOT NULL,
    enable_ids             boolean     NOT NULL,
    uploaded_at            timestamptz NOT NULL,
    completed_at           timestamptz,
    capture_start_ns       bigint,
    capture_end_ns         bigint,
    packet_count           bigint,
    conversation_count     integer,
    claimed_by             text,
    heartbeat_at           timestamptz
);
CREATE INDEX capture_uploaded ON capture (uploaded_at DESC);
CREATE INDEX capture_waiting ON capture (uploaded_at) WHERE status IN ('QUEUED', 'ANALYZING');

-- Ids are handed out in blocks of 1000 (ConversationRepository.ID_BLOCK) while packets stream in.
CREATE SEQUENCE conversation_id_seq INCREMENT BY 1000 START WITH 1000;

CREATE TABLE conversation (
    id                 bigint PRIMARY KEY,
    capture_id         uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    conv_key           text    NOT NULL,
    src_ip             text    NOT NULL,
    src_port           integer,
    dst_ip             text    NOT NULL,
    dst_port           integer,
    protocol           text    NOT NULL,
    transport          text    NOT NULL,
    dissector_protocol text,
    packet_count       bigint  NOT NULL,
    total_bytes        bigint  NOT NULL,
    start_ns           bigint  NOT NULL,
    end_ns             bigint  NOT NULL,
    first_frame        bigint  NOT NULL,
    file_types         text[]  NOT NULL DEFAULT '{}',
    http_user_agents   text[]  NOT NULL DEFAULT '{}',
    UNIQUE (capture_id, conv_key)
);
CREATE INDEX conversation_by_start ON conversation (capture_id, start_ns, id);

-- The big table: one partition per capture, so deleting a capture drops a table instead of rows.
CREATE TABLE packet (
    capture_id      uuid    NOT NULL,
    conversation_id bigint  NOT NULL,
    frame_number    bigint  NOT NULL,
    ts_ns           bigint  NOT NULL,
    src             text    NOT NULL,
    src_port        integer,
    dst             text    NOT NULL,
    dst_port        integer,
    protocol        text    NOT NULL,
    frame_len       integer NOT NULL,
    info            text    NOT NULL,
    payload         bytea,
    file_type       text,
    ascii           boolean NOT NULL
) PARTITION BY LIST (capture_id);
