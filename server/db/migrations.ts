/**
 * Schema migrations for both databases, applied in order at start-up and recorded in
 * `schema_migrations`. Append new entries; never edit one that has shipped.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "leads and outbox",
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        source_page TEXT,
        user_agent TEXT,
        ip_hash TEXT,
        flagged INTEGER NOT NULL DEFAULT 0,
        idempotency_key TEXT,
        UNIQUE (kind, idempotency_key)
      );
      CREATE INDEX leads_created_at ON leads (created_at, id);
      CREATE INDEX leads_rate ON leads (kind, ip_hash, created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_until TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        data JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        source_page TEXT,
        user_agent TEXT,
        ip_hash TEXT,
        flagged BOOLEAN NOT NULL DEFAULT FALSE,
        idempotency_key TEXT,
        UNIQUE (kind, idempotency_key)
      );
      CREATE INDEX leads_created_at ON leads (created_at, id);
      CREATE INDEX leads_rate ON leads (kind, ip_hash, created_at);
      CREATE TABLE outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        message JSONB NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        claimed_until TIMESTAMPTZ,
        last_error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
  },
];
