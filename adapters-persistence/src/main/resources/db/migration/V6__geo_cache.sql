-- Answers of the online geolocation service, kept so that an address is looked up online once.
-- Only online answers are kept: offline ones are cheap to repeat and must not stop a later online lookup.
CREATE TABLE geo_cache (
    ip           text PRIMARY KEY,
    country      text,
    country_code text,
    region       text,
    city         text,
    asn          text,
    org          text,
    looked_up_at timestamptz NOT NULL DEFAULT now()
);
