-- Findings (docs/findings.md): what in a capture deserves a look, found by a detector after the conversations
-- were stored. Each keeps its evidence (the ids of the conversations that prove it) and the detector's name,
-- version and parameters ("name=value" each). A capture's findings go with it; a re-analysis replaces them.
CREATE TABLE finding (
    id                uuid             PRIMARY KEY,
    capture_id        uuid             NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    kind              text             NOT NULL,
    severity          smallint         NOT NULL CHECK (severity BETWEEN 0 AND 4), -- 0 critical … 4 info
    title             text             NOT NULL,
    explanation       text             NOT NULL,
    hosts             text[]           NOT NULL,
    score             double precision NOT NULL,
    conversation_ids  bigint[]         NOT NULL,
    query             text             NOT NULL,
    detector          text             NOT NULL,
    detector_version  integer          NOT NULL,
    parameters        text[]           NOT NULL
);

CREATE INDEX finding_capture ON finding (capture_id, severity, score DESC);

-- How each detector's last run over a capture went: a failed detector did not look, which differs from having
-- found nothing.
CREATE TABLE finding_run (
    capture_id       uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    detector         text    NOT NULL,
    detector_version integer NOT NULL,
    status           text    NOT NULL CHECK (status IN ('RAN', 'FAILED')),
    found            integer NOT NULL,
    failure          text,
    PRIMARY KEY (capture_id, detector)
);
