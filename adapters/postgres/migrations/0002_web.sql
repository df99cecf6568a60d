-- The web interface (SPEC §5): run headlines for listing, the events of
-- live runs, and sessions.

-- The slip's headline, stored beside it so a list of runs needs no slip.
ALTER TABLE runs ADD COLUMN headline text NOT NULL DEFAULT '';
UPDATE runs SET headline = coalesce(convert_from(slip, 'UTF8')::jsonb ->> 'headline', '')
WHERE state = 'complete' AND slip IS NOT NULL;
-- An account's runs, newest first (ids in byte order break ties).
CREATE INDEX runs_account_created ON runs (account_id, created_at DESC, id COLLATE "C" DESC);

-- The stages of a run as they happened, numbered from 1 without gaps; the
-- final event is read from the run itself.
CREATE TABLE run_events (
    run_id text        NOT NULL REFERENCES runs (id),
    seq    integer     NOT NULL CHECK (seq > 0),
    name   text        NOT NULL CHECK (name <> ''),
    -- The event's JSON as streamed, byte for byte.
    data   bytea       NOT NULL,
    at     timestamptz NOT NULL,
    PRIMARY KEY (run_id, seq)
);

-- Web sign-ins: the SHA-256 of the cookie's secret, never the secret. A
-- session whose key is revoked is not found (the lookup joins keys).
CREATE TABLE sessions (
    hash       text        PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
    account_id text        NOT NULL REFERENCES accounts (id),
    key_id     text        NOT NULL REFERENCES keys (id),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires ON sessions (expires_at);
