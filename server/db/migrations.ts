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

/** The lead fields the inbox search looks in (frozen: part of migration 2's search column). */
const SEARCH_FIELDS = [
  "name",
  "email",
  "mobileNo",
  "companyName",
  "subject",
  "message",
  "comments",
  "questions",
] as const;

const sqliteSearchText = (row: string) =>
  SEARCH_FIELDS.map((field) => `coalesce(json_extract(${row}.data, '$.${field}'), '')`).join(" || ' ' || ");
const postgresSearchText = `lower(${SEARCH_FIELDS.map((field) => `coalesce(data ->> '${field}', '')`).join(" || ' ' || ")})`;

/** The column types that differ between the two databases; the rest of a table is written once. */
interface ColumnTypes {
  time: string;
  serial: string;
  json: string;
  flag: string;
}
const SQLITE_TYPES: ColumnTypes = {
  time: "TEXT",
  serial: "INTEGER PRIMARY KEY AUTOINCREMENT",
  json: "TEXT",
  flag: "INTEGER NOT NULL DEFAULT 0",
};
const POSTGRES_TYPES: ColumnTypes = {
  time: "TIMESTAMPTZ",
  serial: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
  json: "JSONB",
  flag: "BOOLEAN NOT NULL DEFAULT FALSE",
};

/** Leads and the outbox of their emails. */
const leadTables = ({ time, serial, json, flag }: ColumnTypes) => `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    data ${json} NOT NULL,
    created_at ${time} NOT NULL,
    source_page TEXT,
    user_agent TEXT,
    ip_hash TEXT,
    flagged ${flag},
    idempotency_key TEXT,
    UNIQUE (kind, idempotency_key)
  );
  CREATE INDEX leads_created_at ON leads (created_at, id);
  CREATE INDEX leads_rate ON leads (kind, ip_hash, created_at);
  CREATE TABLE outbox (
    id ${serial},
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    recipient TEXT NOT NULL,
    message ${json} NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${time} NOT NULL,
    claimed_until ${time},
    last_error TEXT,
    created_at ${time} NOT NULL,
    sent_at ${time}
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
`;

/** Tables of the inbox. */
const inboxTables = ({ time, serial }: ColumnTypes) => `
  CREATE TABLE staff_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at ${time} NOT NULL,
    password_changed_at ${time} NOT NULL,
    disabled_at ${time}
  );
  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    created_at ${time} NOT NULL,
    last_seen_at ${time} NOT NULL
  );
  CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
  CREATE TABLE sign_in_failures (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    first_failure_at ${time} NOT NULL,
    locked_until ${time}
  );
  CREATE TABLE lead_notes (
    id ${serial},
    lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    author_id TEXT NOT NULL REFERENCES staff_users (id),
    body TEXT NOT NULL,
    created_at ${time} NOT NULL
  );
  CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);
  CREATE TABLE audit_events (
    id ${serial},
    at ${time} NOT NULL,
    user_id TEXT REFERENCES staff_users (id),
    action TEXT NOT NULL,
    lead_id TEXT,
    detail TEXT
  );
  CREATE INDEX audit_events_lead ON audit_events (lead_id, id);
  CREATE INDEX audit_events_at ON audit_events (at);
`;

/**
 * Counts of unflagged leads per status, kept by triggers so the inbox's header does not count
 * every lead on every page view. Both changes of one update are one statement, so concurrent
 * updates lock the rows in the same order.
 */
const statusCounts = `
  CREATE TABLE lead_status_counts (status TEXT PRIMARY KEY, n BIGINT NOT NULL);
  INSERT INTO lead_status_counts (status, n) VALUES ('new', 0), ('contacted', 0), ('qualified', 0), ('won', 0), ('lost', 0);
  UPDATE lead_status_counts SET n = (SELECT count(*) FROM leads WHERE NOT flagged AND leads.status = lead_status_counts.status);
`;
const countChange = (sign: "+" | "-", row: "new" | "old") =>
  `UPDATE lead_status_counts SET n = n ${sign} 1 WHERE status = ${row}.status`;

/** Indexes for the inbox's list: newest first, alone or by status, kind or assignee. */
const leadIndexes = `
  CREATE INDEX leads_inbox ON leads (created_at, id) WHERE NOT flagged;
  CREATE INDEX leads_status ON leads (status, created_at, id) WHERE NOT flagged;
  CREATE INDEX leads_kind ON leads (kind, created_at, id) WHERE NOT flagged;
  CREATE INDEX leads_assignee ON leads (assignee_id, created_at, id) WHERE NOT flagged;
`;

/**
 * The newsletter's subscribers: `subscriber_email` holds the address an unflagged newsletter lead
 * subscribes (subscribers.ts computes it for new leads; `address` computes the same for the rows
 * stored before: ASCII letters lower-cased, which SQLite's lower() does and PostgreSQL's lower()
 * goes beyond), and a unique index keeps one row per address. Of the subscriptions of one address
 * stored before, the oldest stays; the later ones are deleted with their queued emails, and staff
 * notes on them move to the one kept.
 */
export const SUBSCRIBER_INDEX = "leads_subscriber";
const laterSubscriptions = `(
    SELECT id, first_value(id) OVER (PARTITION BY subscriber_email ORDER BY created_at, id) AS kept_id
    FROM leads WHERE subscriber_email IS NOT NULL
  ) AS s WHERE s.id <> s.kept_id`;
const subscribers = (address: string) => `
  ALTER TABLE leads ADD COLUMN subscriber_email TEXT;
  UPDATE leads SET subscriber_email = ${address} WHERE kind = 'newsletter' AND NOT flagged;
  UPDATE lead_notes SET lead_id = (SELECT s.kept_id FROM ${laterSubscriptions} AND s.id = lead_notes.lead_id)
  WHERE lead_id IN (SELECT s.id FROM ${laterSubscriptions});
  DELETE FROM leads WHERE id IN (SELECT s.id FROM ${laterSubscriptions});
  CREATE UNIQUE INDEX ${SUBSCRIBER_INDEX} ON leads (subscriber_email);
`;
const ASCII_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Privacy records: each lead's language, the notice its form showed (version) and when, the hash
 * of the personal link in the visitor's emails, consent withdrawn and erasure; the text of every
 * notice version; and the leases of scheduled jobs (the daily retention), one replica at a time.
 */
const privacy = ({ time }: ColumnTypes) => `
  ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
  ALTER TABLE leads ADD COLUMN notice_version TEXT;
  ALTER TABLE leads ADD COLUMN notice_at ${time};
  ALTER TABLE leads ADD COLUMN privacy_token_hash TEXT;
  ALTER TABLE leads ADD COLUMN consent_withdrawn_at ${time};
  ALTER TABLE leads ADD COLUMN erased_at ${time};
  CREATE UNIQUE INDEX leads_privacy_token ON leads (privacy_token_hash);
  CREATE TABLE privacy_notices (
    version TEXT PRIMARY KEY,
    form TEXT NOT NULL,
    locale TEXT NOT NULL,
    text TEXT NOT NULL,
    first_used_at ${time} NOT NULL
  );
  CREATE TABLE scheduled_jobs (
    name TEXT PRIMARY KEY,
    leased_by TEXT,
    leased_until ${time},
    last_run_at ${time}
  );
`;

/**
 * The service desk: tickets (the customer's request as JSON, the hash of the tracking token, the
 * page's language, the current step, engineer and planned visit), each step with who moved it and
 * when, the pauses of the response clock, staff notes, and the last number given out per year.
 * A step is recorded once per ticket, so two replicas moving the same ticket cannot both record it.
 */
const serviceTables = ({ time, serial, json, flag }: ColumnTypes) => `
  CREATE TABLE service_ticket_numbers (year INTEGER PRIMARY KEY, last_number INTEGER NOT NULL);
  CREATE TABLE service_tickets (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    token_hash TEXT NOT NULL UNIQUE,
    data ${json} NOT NULL,
    problem TEXT NOT NULL,
    locale TEXT NOT NULL,
    step TEXT NOT NULL,
    created_at ${time} NOT NULL,
    completed_at ${time},
    engineer_id TEXT REFERENCES staff_users (id),
    planned_visit_at ${time},
    source_page TEXT,
    user_agent TEXT,
    ip_hash TEXT,
    flagged ${flag},
    idempotency_key TEXT,
    UNIQUE (ip_hash, idempotency_key)
  );
  CREATE INDEX service_tickets_rate ON service_tickets (ip_hash, created_at);
  CREATE INDEX service_tickets_open ON service_tickets (completed_at, created_at, id) WHERE NOT flagged;
  CREATE TABLE service_ticket_steps (
    id ${serial},
    ticket_id TEXT NOT NULL REFERENCES service_tickets (id) ON DELETE CASCADE,
    step TEXT NOT NULL,
    at ${time} NOT NULL,
    user_id TEXT REFERENCES staff_users (id),
    UNIQUE (ticket_id, step)
  );
  CREATE TABLE service_ticket_pauses (
    id ${serial},
    ticket_id TEXT NOT NULL REFERENCES service_tickets (id) ON DELETE CASCADE,
    started_at ${time} NOT NULL,
    ended_at ${time},
    reason TEXT NOT NULL,
    user_id TEXT REFERENCES staff_users (id)
  );
  CREATE INDEX service_ticket_pauses_ticket ON service_ticket_pauses (ticket_id, id);
  CREATE TABLE service_ticket_notes (
    id ${serial},
    ticket_id TEXT NOT NULL REFERENCES service_tickets (id) ON DELETE CASCADE,
    author_id TEXT NOT NULL REFERENCES staff_users (id),
    body TEXT NOT NULL,
    created_at ${time} NOT NULL
  );
  CREATE INDEX service_ticket_notes_ticket ON service_ticket_notes (ticket_id, id);
  CREATE TABLE service_track_misses (
    id ${serial},
    ip_hash TEXT NOT NULL,
    at ${time} NOT NULL
  );
  CREATE INDEX service_track_misses_sender ON service_track_misses (ip_hash, at);
`;

/**
 * Requests to see, correct or erase one's data sent with the privacy page's form: who asked (name,
 * mobile, email as sent), what, by when it must be answered, and how it was closed (done or
 * refused, by whom, with a note); the audit trail names the request an event is about; the outbox
 * also carries a request's emails (an email belongs to a lead or to a request).
 */
const privacyRequestTable = ({ time, flag }: ColumnTypes) => `
  CREATE TABLE privacy_requests (
    id TEXT PRIMARY KEY,
    request TEXT NOT NULL,
    name TEXT NOT NULL,
    mobile TEXT,
    email TEXT,
    correction TEXT,
    message TEXT,
    locale TEXT NOT NULL,
    notice_version TEXT,
    received_at ${time} NOT NULL,
    deadline_at ${time} NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    closed_at ${time},
    closed_by TEXT REFERENCES staff_users (id),
    outcome_note TEXT,
    erased_at ${time},
    source_page TEXT,
    user_agent TEXT,
    ip_hash TEXT,
    flagged ${flag},
    idempotency_key TEXT,
    UNIQUE (ip_hash, idempotency_key)
  );
  CREATE INDEX privacy_requests_open ON privacy_requests (status, deadline_at, id) WHERE NOT flagged;
  CREATE INDEX privacy_requests_rate ON privacy_requests (ip_hash, received_at);
  ALTER TABLE audit_events ADD COLUMN privacy_request_id TEXT;
  CREATE INDEX audit_events_privacy_request ON audit_events (privacy_request_id, id);
`;

/** SQLite cannot loosen a column: the outbox is copied into a table whose lead_id may be null. */
const sqliteOutboxOfRequests = `
  CREATE TABLE outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    lead_id TEXT REFERENCES leads (id) ON DELETE CASCADE,
    privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
    recipient TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    claimed_until TEXT,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    CHECK ((lead_id IS NULL) <> (privacy_request_id IS NULL))
  );
  INSERT INTO outbox_new (id, lead_id, recipient, message, status, attempts, next_attempt_at,
    claimed_until, last_error, created_at, sent_at)
  SELECT id, lead_id, recipient, message, status, attempts, next_attempt_at, claimed_until,
    last_error, created_at, sent_at FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_new RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_lead ON outbox (lead_id);
  CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
`;
const postgresOutboxOfRequests = `
  ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL,
    ADD COLUMN privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
    ADD CONSTRAINT outbox_one_owner CHECK ((lead_id IS NULL) <> (privacy_request_id IS NULL));
  CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "leads and outbox",
    sqlite: leadTables(SQLITE_TYPES),
    postgres: leadTables(POSTGRES_TYPES),
  },
  {
    version: 2,
    name: "lead inbox: staff, sessions, sign-in failures, status, notes, audit, search",
    sqlite: `
      ${inboxTables(SQLITE_TYPES)}
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
      ALTER TABLE leads ADD COLUMN assignee_id TEXT REFERENCES staff_users (id);
      ALTER TABLE leads ADD COLUMN search_rowid INTEGER;
      ${leadIndexes}
      CREATE INDEX leads_search_rowid ON leads (search_rowid);
      ${statusCounts}
      CREATE TRIGGER leads_count_insert AFTER INSERT ON leads WHEN NOT new.flagged BEGIN
        ${countChange("+", "new")};
      END;
      CREATE TRIGGER leads_count_delete AFTER DELETE ON leads WHEN NOT old.flagged BEGIN
        ${countChange("-", "old")};
      END;
      CREATE TRIGGER leads_count_update AFTER UPDATE OF status ON leads
      WHEN NOT new.flagged AND old.status <> new.status BEGIN
        ${countChange("-", "old")};
        ${countChange("+", "new")};
      END;
      CREATE VIRTUAL TABLE lead_search USING fts5 (body, tokenize = 'trigram');
      INSERT INTO lead_search (rowid, body) SELECT rowid, ${sqliteSearchText("leads")} FROM leads;
      UPDATE leads SET search_rowid = rowid;
      CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
        INSERT INTO lead_search (body) VALUES (${sqliteSearchText("new")});
        UPDATE leads SET search_rowid = last_insert_rowid() WHERE id = new.id;
      END;
      CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
        DELETE FROM lead_search WHERE rowid = old.search_rowid;
      END;
    `,
    postgres: `
      ${inboxTables(POSTGRES_TYPES)}
      ALTER TABLE leads
        ADD COLUMN status TEXT NOT NULL DEFAULT 'new',
        ADD COLUMN assignee_id TEXT REFERENCES staff_users (id),
        ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${postgresSearchText}) STORED;
      ${leadIndexes}
      ${statusCounts}
      CREATE FUNCTION leads_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' AND NOT NEW.flagged THEN ${countChange("+", "new")};
        ELSIF TG_OP = 'DELETE' AND NOT OLD.flagged THEN ${countChange("-", "old")};
        ELSIF TG_OP = 'UPDATE' AND NOT NEW.flagged AND OLD.status <> NEW.status THEN
          UPDATE lead_status_counts SET n = n + CASE WHEN status = NEW.status THEN 1 ELSE -1 END
          WHERE status IN (OLD.status, NEW.status);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER leads_count AFTER INSERT OR DELETE OR UPDATE OF status ON leads
      FOR EACH ROW EXECUTE FUNCTION leads_count_status();
      DO $$
      DECLARE trgm_schema text;
      BEGIN
        BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
        EXCEPTION WHEN OTHERS THEN
          RAISE NOTICE 'pg_trgm is not available (%): inbox search scans instead of using an index', SQLERRM;
        END;
        SELECT extnamespace::regnamespace::text INTO trgm_schema FROM pg_extension WHERE extname = 'pg_trgm';
        IF trgm_schema IS NOT NULL THEN
          EXECUTE format('CREATE INDEX leads_search ON leads USING gin (search_text %s.gin_trgm_ops)', trgm_schema);
        END IF;
      END $$;
    `,
  },
  {
    version: 3,
    name: "newsletter: one subscriber per address",
    sqlite: subscribers("lower(json_extract(data, '$.email'))"),
    postgres: subscribers(`translate(data ->> 'email', '${ASCII_UPPER}', '${ASCII_UPPER.toLowerCase()}')`),
  },
  {
    version: 4,
    name: "privacy: language, notice and consent per lead, personal links, erasure, scheduled jobs",
    sqlite: privacy(SQLITE_TYPES),
    postgres: privacy(POSTGRES_TYPES),
  },
  {
    version: 5,
    name: "service desk: tickets, their steps, pauses and notes",
    sqlite: serviceTables(SQLITE_TYPES),
    postgres: serviceTables(POSTGRES_TYPES),
  },
  {
    version: 6,
    name: "privacy requests: see, correct, erase; their audit events and emails",
    sqlite: privacyRequestTable(SQLITE_TYPES) + sqliteOutboxOfRequests,
    postgres: privacyRequestTable(POSTGRES_TYPES) + postgresOutboxOfRequests,
  },
];
