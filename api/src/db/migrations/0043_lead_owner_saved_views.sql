-- Issue 36, points 7 to 9: a console for daily work.
-- A lead's owner (the staff user or partner member who answers it) and its notes; the leads
-- inbox's bulk operations, which record what they changed so that "Undo" restores it; and the
-- saved views of the equipment table and the leads inbox, per user.
ALTER TABLE leads ADD COLUMN owner_user_id text REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX leads_owner_idx ON leads (owner_user_id, created_at) WHERE owner_user_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE lead_bulk_operations (
  id bigserial PRIMARY KEY,
  actor_id text NOT NULL,
  actor_email text NOT NULL,
  -- The partner seller whose leads it could touch (null: staff, every lead).
  seller_id integer REFERENCES sellers(id) ON DELETE CASCADE,
  kind text NOT NULL,
  idempotency_key text NOT NULL,
  payload_hash text NOT NULL,
  -- What was asked: the owner, the note.
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Per lead: { leadId, outcome }, in the order asked.
  results jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Per changed lead: { leadId, before, after } (what Undo puts back).
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  undone_by text,
  -- Per lead Undo restored or kept (changed again since): { leadId, outcome }.
  undo_results jsonb,
  CONSTRAINT lead_bulk_operations_kind_ck CHECK (kind IN ('markContacted', 'assignOwner', 'addNote'))
);
--> statement-breakpoint
-- The same form sent twice (a double click, a retry) is one operation: the key decides it.
CREATE UNIQUE INDEX lead_bulk_operations_key_uq ON lead_bulk_operations (actor_id, idempotency_key);
--> statement-breakpoint
CREATE TABLE lead_notes (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  author_id text,
  author_email text NOT NULL,
  body text NOT NULL,
  -- The operation that added it (Undo deletes the notes of its operation).
  bulk_operation_id bigint REFERENCES lead_bulk_operations(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);
--> statement-breakpoint
CREATE INDEX lead_notes_operation_idx ON lead_notes (bulk_operation_id) WHERE bulk_operation_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  table_name text NOT NULL,
  name text NOT NULL,
  -- The table's URL query (filter and sort, no page), as the table writes it.
  query text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_views_table_ck CHECK (table_name IN ('equipment', 'leads'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX saved_views_user_table_name_uq ON saved_views (user_id, table_name, name);
