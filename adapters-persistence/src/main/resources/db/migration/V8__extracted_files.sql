-- Files exported from a capture's traffic. The bytes live under <data dir>/extracted/<capture id>/<id>,
-- named by the id alone: the name the traffic gave a file is only ever shown.
CREATE TABLE extracted_file (
    id              bigserial PRIMARY KEY,
    capture_id      uuid   NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    conversation_id bigint REFERENCES conversation (id) ON DELETE CASCADE,
    protocol        text   NOT NULL,
    name            text   NOT NULL,
    size_bytes      bigint NOT NULL,
    sha256          char(64) NOT NULL,
    file_type       text,
    frame_number    bigint,
    stored_path     text   NOT NULL
);
CREATE INDEX extracted_file_by_capture ON extracted_file (capture_id, conversation_id, frame_number);
