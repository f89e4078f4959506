-- The Community ID of each conversation's transport flow, the key other tools (Zeek, Suricata, Arkime) log flows
-- by: filtered on by exact value within a capture. Rows stored before this have none until their capture is
-- analysed again.
ALTER TABLE conversation ADD COLUMN community_id text;
CREATE INDEX conversation_capture_community_id ON conversation (capture_id, community_id);
