-- The hunt benchmark's store (bench/hunt.sh): copies of every capture the service analysed from the corpus
-- (`reanalysis_of IS NULL`, COMPLETED, not a copy itself), each copy shifted by whole days, with new ids.
-- psql variables: rounds (how many copies of each capture), first (the first round's number: a second run
-- of the script adds rounds after those already made).
--
-- Copied: the capture row, its conversation rows and its hosts (the capture's detail and device types read
-- them). Not copied: packets, slices, extracted files, flows' initiators. A copy lists, counts and facets as
-- its original does; opening a copy's packets finds none. Every other column is copied as it is, read from
-- the catalogue so that a column added by a later migration is copied too.
\set ON_ERROR_STOP on
BEGIN;
CREATE TEMP TABLE bench_copy ON COMMIT DROP AS
SELECT c.id AS original, gen_random_uuid() AS copy, r AS round
FROM capture c, generate_series(:first, :first + :rounds - 1) r
WHERE c.status = 'COMPLETED' AND c.reanalysis_of IS NULL AND c.name !~ '\+[0-9]+d(\.[^.]*)?$';
ANALYZE bench_copy;

SELECT format($f$
  INSERT INTO capture (%s)
  SELECT %s FROM capture c JOIN bench_copy b ON b.original = c.id$f$,
  string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position),
  string_agg(CASE column_name
      WHEN 'id' THEN 'b.copy'
      -- "dns.pcap" -> "dns+3d.pcap": the copy's name says which day it was shifted by
      WHEN 'name' THEN 'regexp_replace(c.name, ''(\.[^.]*)?$'', ''+'' || b.round || ''d\1'')'
      -- the upload's de-duplication is by hash: each copy has its own
      WHEN 'sha256' THEN 'encode(sha256((c.sha256 || b.round)::bytea), ''hex'')'
      WHEN 'capture_start_ns' THEN 'c.capture_start_ns + b.round * 86400000000000'
      WHEN 'capture_end_ns' THEN 'c.capture_end_ns + b.round * 86400000000000'
      WHEN 'uploaded_at' THEN 'c.uploaded_at + b.round * interval ''1 day'''
      WHEN 'completed_at' THEN 'c.completed_at + b.round * interval ''1 day'''
      ELSE 'c.' || quote_ident(column_name) END, ', ' ORDER BY ordinal_position))
FROM information_schema.columns
WHERE table_schema = 'public' AND table_name = 'capture' AND is_generated = 'NEVER' \gexec

SELECT format($f$
  INSERT INTO conversation (%s)
  SELECT %s FROM conversation c JOIN bench_copy b ON b.original = c.capture_id$f$,
  string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position),
  string_agg(CASE column_name
      WHEN 'id' THEN 'nextval(''conversation_id_seq'')'
      WHEN 'capture_id' THEN 'b.copy'
      WHEN 'start_ns' THEN 'c.start_ns + b.round * 86400000000000'
      WHEN 'end_ns' THEN 'c.end_ns + b.round * 86400000000000'
      ELSE 'c.' || quote_ident(column_name) END, ', ' ORDER BY ordinal_position))
FROM information_schema.columns
WHERE table_schema = 'public' AND table_name = 'conversation' AND is_generated = 'NEVER' \gexec

SELECT format($f$
  INSERT INTO host (%s)
  SELECT %s FROM host c JOIN bench_copy b ON b.original = c.capture_id$f$,
  string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position),
  string_agg(CASE column_name WHEN 'capture_id' THEN 'b.copy' ELSE 'c.' || quote_ident(column_name) END,
      ', ' ORDER BY ordinal_position))
FROM information_schema.columns
WHERE table_schema = 'public' AND table_name = 'host' AND is_generated = 'NEVER' \gexec
COMMIT;
