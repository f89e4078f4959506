-- The tracer's peer ring sums conversations by host within a capture (api.md, Tracer peers).
CREATE INDEX conversation_by_src ON conversation (capture_id, src_ip);
CREATE INDEX conversation_by_dst ON conversation (capture_id, dst_ip);

-- Explanations of traced steps, kept so that a restart or a second analyst does not ask a language model
-- again (spec 8). Each row remembers the explainer that wrote it; a row of another one reads as missing and
-- is replaced.
CREATE TABLE step_explanation (
    conversation_id bigint  NOT NULL REFERENCES conversation (id) ON DELETE CASCADE,
    step_index      integer NOT NULL,
    explainer       text    NOT NULL,
    source          text    NOT NULL,
    producer        text    NOT NULL,
    text            text    NOT NULL,
    PRIMARY KEY (conversation_id, step_index)
);
