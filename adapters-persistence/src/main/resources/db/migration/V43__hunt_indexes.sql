-- Indexes for the hunt over every capture (docs/hunt.md, "Speed and indexes"; measured by bench/hunt.sh). The
-- existing indexes all lead with capture_id: they serve one capture's list, not a condition over every capture,
-- which without these read the whole conversation table (10 s a page and 80 s the facets for 1 M rows).
-- IF NOT EXISTS throughout: bench/hunt.sh drops and re-creates them to weigh what they cost the inserts.

-- pg_trgm is trusted (PostgreSQL >= 13): a database owner without superuser may create it. It ships with the
-- embedded PostgreSQL binaries (io.zonky 18.x) and with Debian's postgresql packages.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- the hunt's order (start, then id) across captures, and the `start`/`end` windows
CREATE INDEX IF NOT EXISTS conversation_hunt_start ON conversation (start_ns, id);

-- `ip == address` and `ip == block` compile to address_or_null(src_ip) <<= ?::inet (or dst_ip): GiST's inet_ops
-- answer <<= with the value bound as a parameter (a btree only when the planner sees a constant)
CREATE INDEX IF NOT EXISTS conversation_hunt_src_address ON conversation USING gist (address_or_null(src_ip) inet_ops);
CREATE INDEX IF NOT EXISTS conversation_hunt_dst_address ON conversation USING gist (address_or_null(dst_ip) inet_ops);

-- `sni contains` (hostname ILIKE '%…%'), and `sni matches`: trigrams serve a pattern with no fixed start
CREATE INDEX IF NOT EXISTS conversation_hunt_hostname ON conversation USING gin (hostname gin_trgm_ops);

-- the fingerprints compare exactly (ja3_client = ANY(?)); most rows have none, which the index leaves out
CREATE INDEX IF NOT EXISTS conversation_hunt_ja3 ON conversation (ja3_client) WHERE ja3_client IS NOT NULL;
CREATE INDEX IF NOT EXISTS conversation_hunt_ja4 ON conversation (ja4_client) WHERE ja4_client IS NOT NULL;

-- `bytes > N`, and `port == N` on either end (src_port = ANY(?) OR dst_port = ANY(?): a BitmapOr of the two)
CREATE INDEX IF NOT EXISTS conversation_hunt_bytes ON conversation (total_bytes);
CREATE INDEX IF NOT EXISTS conversation_hunt_src_port ON conversation (src_port);
CREATE INDEX IF NOT EXISTS conversation_hunt_dst_port ON conversation (dst_port);

-- `app == name` compares lower(app_name) = ANY(?)
CREATE INDEX IF NOT EXISTS conversation_hunt_app ON conversation (lower(app_name)) WHERE app_name IS NOT NULL;
