-- The JA4 fingerprint of the first TLS or QUIC Client Hello of the row's flow, beside its JA3 hash. Rows stored
-- before this have none (NULL) until their capture is analysed again.
ALTER TABLE conversation ADD COLUMN ja4_client text;
