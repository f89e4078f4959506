-- The transport flow each row belongs to (the domain's FlowKey): its transport and both endpoints with their
-- ports, in either order, so the rows one connection was split into by their Protocol labels share it. Derived
-- from the row's own columns, so every row, old or new, has it; the index serves the flow list's grouping.
ALTER TABLE conversation ADD COLUMN flow_key text GENERATED ALWAYS AS (
    transport || ' ' || least(src_ip || ' ' || coalesce(src_port, 0)::text, dst_ip || ' ' || coalesce(dst_port, 0)::text)
    || ' ' || greatest(src_ip || ' ' || coalesce(src_port, 0)::text, dst_ip || ' ' || coalesce(dst_port, 0)::text)
) STORED;
CREATE INDEX conversation_by_flow ON conversation (capture_id, flow_key);
