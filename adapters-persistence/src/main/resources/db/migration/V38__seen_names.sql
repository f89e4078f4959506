-- Every name seen in a row's transport flow (DNS questions, HTTP Host, TLS server name, certificate DNS names),
-- with where each was read, index for index; what the hostname filter matches beside the SNI hostname.
ALTER TABLE conversation ADD COLUMN seen_names text[], ADD COLUMN seen_name_sources text[];
