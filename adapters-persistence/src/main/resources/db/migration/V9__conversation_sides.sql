-- What each side of a conversation sent (spec 10.6 item 4: a packet whose source is the row's src_ip counts
-- for the src side, every other packet for the dst side); the totals are their sums.
ALTER TABLE conversation
    ADD COLUMN src_packets bigint NOT NULL DEFAULT 0,
    ADD COLUMN src_bytes   bigint NOT NULL DEFAULT 0,
    ADD COLUMN dst_packets bigint NOT NULL DEFAULT 0,
    ADD COLUMN dst_bytes   bigint NOT NULL DEFAULT 0;

-- Rows stored before this version get the counts an analysis would give them today: the packet table holds
-- every packet of a row with its source and frame length, written before the row and removed after it.
UPDATE conversation c
SET src_packets = s.src_packets, src_bytes = s.src_bytes, dst_packets = s.dst_packets, dst_bytes = s.dst_bytes
FROM (SELECT k.id,
             count(*) FILTER (WHERE p.src = k.src_ip)                       AS src_packets,
             coalesce(sum(p.frame_len) FILTER (WHERE p.src = k.src_ip), 0)  AS src_bytes,
             count(*) FILTER (WHERE p.src <> k.src_ip)                      AS dst_packets,
             coalesce(sum(p.frame_len) FILTER (WHERE p.src <> k.src_ip), 0) AS dst_bytes
      FROM conversation k
      JOIN packet p ON p.capture_id = k.capture_id AND p.conversation_id = k.id
      GROUP BY k.id) s
WHERE c.id = s.id;

-- every row written from now on states its sides
ALTER TABLE conversation
    ALTER COLUMN src_packets DROP DEFAULT,
    ALTER COLUMN src_bytes DROP DEFAULT,
    ALTER COLUMN dst_packets DROP DEFAULT,
    ALTER COLUMN dst_bytes DROP DEFAULT;
