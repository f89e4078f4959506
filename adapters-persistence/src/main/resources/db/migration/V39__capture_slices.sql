-- The slices of a capture under analysis, as work items any instance's workers may claim.
CREATE TABLE capture_slice (
    capture_id      uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    slice_index     integer NOT NULL,
    file            text    NOT NULL,
    first_frame     bigint  NOT NULL,
    end_frame       bigint,
    bytes           bigint  NOT NULL,
    temporary       boolean NOT NULL,
    range_header    bigint,
    range_from      bigint,
    range_to        bigint,
    carried_time_ns bigint,
    status          text    NOT NULL DEFAULT 'WAITING'
                    CHECK (status IN ('WAITING', 'CLAIMED', 'DONE', 'FAILED')),
    claimed_by      text,
    claim_token     uuid,
    attempt         integer NOT NULL DEFAULT 0,
    heartbeat_at    timestamptz,
    bytes_read      bigint  NOT NULL DEFAULT 0,
    packets         bigint,
    reason          text,
    offered_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (capture_id, slice_index)
);

CREATE INDEX capture_slice_open ON capture_slice (offered_at, slice_index) WHERE status IN ('WAITING', 'CLAIMED');
