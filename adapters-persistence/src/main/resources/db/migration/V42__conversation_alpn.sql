-- The application protocols (ALPN) the first Client Hello of each conversation's flow offered, in its order.
-- Rows stored before have none until their capture is analysed again.
ALTER TABLE conversation ADD COLUMN alpn text[];
