-- Each packet's place in the protocol hierarchy: its layer path (tshark's frame.protocols), stored as the id of
-- the path in a dictionary all captures share. Captures hold a few hundred distinct paths at the most, so a
-- number per packet instead of the text keeps the big table small and its COPY fast. Packets stored before this
-- have none (NULL) until their capture is analysed again.
CREATE TABLE layer_path (
    id   serial PRIMARY KEY,
    path text NOT NULL UNIQUE
);
ALTER TABLE packet ADD COLUMN layer_path_id integer;
