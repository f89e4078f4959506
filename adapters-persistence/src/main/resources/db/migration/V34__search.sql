-- The ip filter's CIDR blocks compare addresses, but a row's endpoints are text that may name no address (the
-- MACs of layer-2 rows): those read as null, so a range never matches them and never fails the query.
CREATE FUNCTION address_or_null(node text) RETURNS inet LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    IF node !~ '^[0-9A-Fa-f:.]+$' THEN
        RETURN NULL;
    END IF;
    RETURN node::inet;
EXCEPTION WHEN invalid_text_representation THEN
    RETURN NULL;
END
$$;
