-- What a row's DNS headers said beyond names: the answers "no such name" (NXDOMAIN, reply code 3), the distinct
-- names they were for (at most 64), and the queries' questions by record type, each written TYPE=count.
ALTER TABLE conversation ADD COLUMN dns_nxdomain integer NOT NULL DEFAULT 0,
    ADD COLUMN dns_nxdomain_names text[], ADD COLUMN dns_query_types text[];
