-- The hint of each classified host's operating system (docs/hosts.md): the system its HTTP user agents name or
-- the family its IP TTL starts at, with the signals that say so. Hosts classified before have none.
ALTER TABLE host ADD COLUMN os text;
ALTER TABLE host ADD COLUMN os_signals jsonb NOT NULL DEFAULT '[]';
