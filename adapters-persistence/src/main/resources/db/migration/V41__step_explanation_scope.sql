-- A traced row is replayed alone or with the rest of its connection (its transport flow's other rows); the two
-- number their steps differently, so each keeps its own explanations. What was kept before was of the row alone.
ALTER TABLE step_explanation ADD COLUMN scope text NOT NULL DEFAULT 'row';
ALTER TABLE step_explanation DROP CONSTRAINT step_explanation_pkey;
ALTER TABLE step_explanation ADD PRIMARY KEY (conversation_id, scope, step_index);
