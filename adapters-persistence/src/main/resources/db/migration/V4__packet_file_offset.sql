-- Where the packet's record starts in the capture file (classic pcap); exporting a conversation reads
-- only its own records. NULL for formats without direct access (pcapng).
ALTER TABLE packet ADD COLUMN file_offset bigint;
