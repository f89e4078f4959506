-- Per tool: {"ndpiReader": {"status": "FAILED", "reason": "..."}, ...}
ALTER TABLE capture ADD COLUMN tools jsonb;

-- What DPI found about the flow a conversation row belongs to (spec 2.2, 2.4).
ALTER TABLE conversation
    ADD COLUMN app_name        text,
    ADD COLUMN category        text,
    ADD COLUMN dpi_confidence  text,
    ADD COLUMN flow_risks      text[] NOT NULL DEFAULT '{}',
    ADD COLUMN hostname        text,
    ADD COLUMN ja3_client      text,
    ADD COLUMN ja3_server      text,
    ADD COLUMN tls_issuer      text,
    ADD COLUMN tls_subject     text,
    ADD COLUMN cert_not_before text,
    ADD COLUMN cert_not_after  text;
