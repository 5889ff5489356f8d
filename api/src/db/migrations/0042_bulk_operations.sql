-- Issue 36, point 7: bulk actions on the equipment table. One operation per (actor, client key):
-- the same key twice finds the first operation (the unique index decides a double submit). Each
-- picked listing is an item with its own state, written in the transaction that applies the step
-- to it, so a retried job applies a row at most once.
CREATE TABLE bulk_operations (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL,
  actor_id text NOT NULL,
  actor_email text,
  -- The partner seller whose listings the operation may touch; NULL: every listing (staff).
  scope_seller_id integer REFERENCES sellers(id) ON DELETE CASCADE,
  action text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  locale text NOT NULL DEFAULT 'en',
  total integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'queued',
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CONSTRAINT bulk_operations_action_ck
    CHECK (action IN ('publish', 'changePrice', 'markComingSoon', 'remove', 'restore')),
  CONSTRAINT bulk_operations_status_ck CHECK (status IN ('queued', 'running', 'done')),
  CONSTRAINT bulk_operations_locale_ck CHECK (locale IN ('en', 'es'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX bulk_operations_key_uq ON bulk_operations (actor_id, idempotency_key);
--> statement-breakpoint
CREATE INDEX bulk_operations_actor_idx ON bulk_operations (actor_id, created_at);
--> statement-breakpoint
CREATE TABLE bulk_operation_items (
  operation_id bigint NOT NULL REFERENCES bulk_operations(id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- NULL: no listing of that stock number in the caller's scope (refused as not found).
  listing_id integer REFERENCES listings(id) ON DELETE SET NULL,
  stock_number text NOT NULL,
  state text NOT NULL DEFAULT 'pending',
  -- Why a row was refused: an i18n key (admin:..., or a validation key) and its variables.
  reason_key text,
  reason_vars jsonb,
  processed_at timestamptz,
  PRIMARY KEY (operation_id, position),
  CONSTRAINT bulk_operation_items_state_ck CHECK (state IN ('pending', 'ok', 'refused')),
  CONSTRAINT bulk_operation_items_reason_ck CHECK ((state = 'refused') = (reason_key IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX bulk_operation_items_stock_uq
  ON bulk_operation_items (operation_id, stock_number);
--> statement-breakpoint
CREATE INDEX bulk_operation_items_state_idx ON bulk_operation_items (operation_id, state, position);
