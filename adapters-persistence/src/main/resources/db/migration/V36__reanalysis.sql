-- A re-analysis runs as a capture record of its own, hidden from the list, whose results are staged under its
-- id and moved to the capture it re-analyses in one transaction once complete (the old results stay served
-- until then). A failed one stays with its reason until the next request. Deleting the capture deletes it.
ALTER TABLE capture ADD COLUMN reanalysis_of uuid REFERENCES capture (id) ON DELETE CASCADE;
CREATE INDEX capture_reanalysis_of ON capture (reanalysis_of) WHERE reanalysis_of IS NOT NULL;
-- A re-analysis reads the same bytes: the hash stays unique among the uploads only.
ALTER TABLE capture DROP CONSTRAINT capture_sha256_key;
CREATE UNIQUE INDEX capture_sha256_upload ON capture (sha256) WHERE reanalysis_of IS NULL;
