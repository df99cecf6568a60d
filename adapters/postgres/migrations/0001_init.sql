-- Verdict's schema. Every limit of SPEC §2-§3 is enforced here, in the
-- database, so it holds across replicas; see the comments in runs.go.

CREATE TABLE accounts (
    id         text        PRIMARY KEY,
    name       text        NOT NULL,
    created_at timestamptz NOT NULL,
    -- A cache of sum(ledger.amount) for the account, updated in the same
    -- transaction as every ledger insert, under the account's row lock.
    balance    bigint      NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

-- API keys: only the SHA-256 (hex) and a short display prefix, never the
-- key itself. The checks make storing a plaintext key by mistake fail.
CREATE TABLE keys (
    id           text        PRIMARY KEY,
    account_id   text        NOT NULL REFERENCES accounts (id),
    hash         text        NOT NULL UNIQUE CHECK (hash ~ '^[0-9a-f]{64}$'),
    prefix       text        NOT NULL CHECK (length(prefix) <= 16),
    created_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at   timestamptz
);
CREATE INDEX keys_account_active ON keys (account_id) WHERE revoked_at IS NULL;

CREATE TABLE runs (
    id           text        PRIMARY KEY,
    slug         text        NOT NULL UNIQUE,
    account_id   text        NOT NULL REFERENCES accounts (id),
    key_id       text        NOT NULL REFERENCES keys (id),
    state        text        NOT NULL CHECK (state IN ('running', 'complete', 'failed')),
    mode         text        NOT NULL DEFAULT '',
    input_hash   text        NOT NULL,
    created_at   timestamptz NOT NULL,
    deadline     timestamptz NOT NULL,
    completed_at timestamptz,
    published    boolean     NOT NULL DEFAULT false,
    error        text        NOT NULL DEFAULT '',
    -- The exact bytes returned to the caller (bytea, not jsonb, which would
    -- reorder keys and respace), so a GET returns what the POST did.
    slip         bytea,
    clarified    bytea
);
-- The key's trailing-hour rate window.
CREATE INDEX runs_key_created ON runs (key_id, created_at);
-- The sweeper's scan.
CREATE INDEX runs_running_deadline ON runs (deadline, id) WHERE state = 'running';

-- The credit ledger: append-only (the trigger below), at most one spend and
-- one refund per run.
CREATE TABLE ledger (
    seq        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id         text        NOT NULL UNIQUE,
    account_id text        NOT NULL REFERENCES accounts (id),
    run_id     text        REFERENCES runs (id),
    kind       text        NOT NULL,
    amount     bigint      NOT NULL,
    at         timestamptz NOT NULL,
    UNIQUE (run_id, kind),
    CHECK (
        (kind = 'grant' AND run_id IS NULL AND amount > 0) OR
        (kind = 'spend' AND run_id IS NOT NULL AND amount < 0) OR
        (kind = 'refund' AND run_id IS NOT NULL AND amount > 0)
    )
);
CREATE INDEX ledger_account ON ledger (account_id, seq);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the ledger is append-only: % refused', TG_OP
        USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER ledger_append_only
    BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- Idempotency-Key records, unique per key; a record older than 24 hours is
-- ignored, and replaced by the next run that uses the same key.
CREATE TABLE idempotency (
    key_id     text        NOT NULL REFERENCES keys (id),
    idem_key   text        NOT NULL,
    run_id     text        NOT NULL REFERENCES runs (id),
    input_hash text        NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (key_id, idem_key)
);
CREATE INDEX idempotency_created ON idempotency (created_at);

-- Runs started per UTC day, all accounts: the row is the lock that keeps
-- concurrent replicas from overshooting the daily capacity.
CREATE TABLE run_days (
    day  date    PRIMARY KEY,
    runs integer NOT NULL CHECK (runs >= 0)
);

-- Events of the generic trailing-window limiter (the free clarify calls).
CREATE TABLE limiter_events (
    bucket text        NOT NULL,
    at     timestamptz NOT NULL
);
CREATE INDEX limiter_events_bucket_at ON limiter_events (bucket, at);
