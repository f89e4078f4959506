-- The names and users a row's packets stated for hosts (docs/hosts.md), at most 64 of each, index for index:
-- the address named, the name and its source (DNS, DNS_PTR, MDNS, LLMNR, DHCP, NBNS, BROWSER, NTLMSSP); the sender,
-- the user, the realm or domain ('' for none) and the source (KERBEROS, NTLMSSP). Never a password.
ALTER TABLE conversation ADD COLUMN claimed_name_addresses text[], ADD COLUMN claimed_names text[],
    ADD COLUMN claimed_name_sources text[], ADD COLUMN identity_addresses text[], ADD COLUMN identity_users text[],
    ADD COLUMN identity_domains text[], ADD COLUMN identity_sources text[];

-- The users a host signed on as, from its own messages: Kerberos AS-REQ, NTLMSSP and the cleartext logins.
CREATE TABLE host_inventory_identity (
    capture_id    uuid    NOT NULL REFERENCES capture (id) ON DELETE CASCADE,
    address       text    NOT NULL,
    user_name     text    NOT NULL,
    domain        text    NOT NULL,
    source        text    NOT NULL,
    first_ns      bigint  NOT NULL,
    last_ns       bigint  NOT NULL,
    conversations integer NOT NULL,
    PRIMARY KEY (capture_id, address, source, user_name, domain)
);
