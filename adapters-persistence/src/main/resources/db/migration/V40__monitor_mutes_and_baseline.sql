-- A change type an analyst muted for one entity of a network (DEVICE_TYPE_CHANGED of 10.0.3.5): its changes
-- are still found and kept, the change list and the timeline's counts leave them out unless asked for.
CREATE TABLE change_mute (
    network_id uuid        NOT NULL REFERENCES network (id) ON DELETE CASCADE,
    type       text        NOT NULL,
    entity     text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (network_id, type, entity)
);

-- The snapshot accepted as a network's baseline: the changes it and the snapshots before it (in capture order)
-- brought read as reviewed. It goes with its snapshot.
CREATE TABLE network_baseline (
    network_id  uuid PRIMARY KEY REFERENCES network (id) ON DELETE CASCADE,
    snapshot_id uuid        NOT NULL REFERENCES snapshot (id) ON DELETE CASCADE,
    accepted_at timestamptz NOT NULL DEFAULT now()
);
