-- [{"name": "...", "severity": "high"}, ...]; NULL until the custom rules were evaluated for the file.
ALTER TABLE conversation ADD COLUMN custom_rules jsonb;
-- {"country", "countryCode", "region", "city", "asn", "org", "source"}; NULL for internal addresses.
ALTER TABLE conversation ADD COLUMN src_geo jsonb;
ALTER TABLE conversation ADD COLUMN dst_geo jsonb;
ALTER TABLE conversation ADD COLUMN src_device_type text;
ALTER TABLE conversation ADD COLUMN dst_device_type text;
ALTER TABLE conversation ADD COLUMN extracted_file_count integer NOT NULL DEFAULT 0;
