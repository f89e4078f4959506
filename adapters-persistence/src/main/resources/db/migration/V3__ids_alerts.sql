-- [{"signature": "...", "sid": 9100001, "severity": 1}, ...]; NULL when IDS was not enabled for the file.
ALTER TABLE conversation ADD COLUMN ids_alerts jsonb;
