-- Hunt queries saved under a name (docs/hunt.md, Saved queries): the text as written, the scope it runs over
-- ('all', 'file:<fileId>' or 'network:<networkId>') and who saved it. owner is the caller's name with
-- authentication on and NULL with it off. No foreign key to a capture or network: a query outlives what it
-- names, and running it then says the capture is gone.
CREATE TABLE saved_query (
    owner      text,
    name       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    expression text        NOT NULL,
    scope      text        NOT NULL CHECK (scope = 'all' OR scope LIKE 'file:%' OR scope LIKE 'network:%'),
    created_at timestamptz NOT NULL
);

-- a name is unique among one owner's queries; the owner NULL is one owner, which a plain unique index would not
-- see (NULLs are distinct), and no caller's name is empty
CREATE UNIQUE INDEX saved_query_owner_name ON saved_query ((coalesce(owner, '')), name);
