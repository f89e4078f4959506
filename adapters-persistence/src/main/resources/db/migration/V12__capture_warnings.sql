-- What the user should know about a completed analysis that read less than the whole file, as a JSON array of
-- sentences (a capture cut short: ["cut short in frame 381; 380 frames analysed"]). NULL before the analysis ends.
ALTER TABLE capture ADD COLUMN warnings jsonb;
