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
/** The fields the inbox's search reads, as migration 2 indexed them. */
const SEARCH_FIELDS_2 = [
  "name",
  "email",
  "mobileNo",
  "companyName",
  "subject",
  "message",
  "comments",
  "questions",
] as const;
/** Since migration 12 also the AMC quote's lifts and site (make, maintainer, type, building, city). */
const SEARCH_FIELDS_12 = [
  ...SEARCH_FIELDS_2,
  "make",
  "currentMaintainer",
  "liftType",
  "site",
  "city",
] as const;

const sqliteSearchText = (row: string, fields: readonly string[] = SEARCH_FIELDS_2) =>
  fields.map((field) => `coalesce(json_extract(${row}.data, '$.${field}'), '')`).join(" || ' ' || ");
const postgresSearchText = (fields: readonly string[] = SEARCH_FIELDS_2) =>
  `lower(${fields.map((field) => `coalesce(data ->> '${field}', '')`).join(" || ' ' || ")})`;

/**
 * SQLite's trigram index of a table's search text (migrations 2 and 13): an FTS5 table of entries
 * (`setup` runs once it exists), filled from the rows already stored and kept by triggers.
 */
const sqliteSearchEntries = (table: string, entries: string, text: (row: string) => string, setup = "") => `
  CREATE VIRTUAL TABLE ${entries} USING fts5 (body, tokenize = 'trigram');
  ${setup}
  INSERT INTO ${entries} (rowid, body) SELECT rowid, ${text(table)} FROM ${table};
  UPDATE ${table} SET search_rowid = rowid;
  CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN
    INSERT INTO ${entries} (body) VALUES (${text("new")});
    UPDATE ${table} SET search_rowid = last_insert_rowid() WHERE id = new.id;
  END;
  CREATE TRIGGER ${table}_search_delete AFTER DELETE ON ${table} BEGIN
    DELETE FROM ${entries} WHERE rowid = old.search_rowid;
  END;
`;

/**
 * The trigram index of a table's search text, where PostgreSQL has pg_trgm (a scan otherwise):
 * the leads' (migrations 2 and 12) and the service tickets' (migration 13).
 */
const postgresSearchIndex = (table = "leads", index = "leads_search") => `
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
          EXECUTE format('CREATE INDEX ${index} ON ${table} USING gin (search_text %s.gin_trgm_ops)', trgm_schema);
        END IF;
      END $$;
`;

/**
 * The AMC quote's fields join the search (migration 12): new leads' entries are written with them,
 * and the entries of the AMC quotes already stored are written again. PostgreSQL's generated
 * column cannot change its expression in place: it is made again, with its index.
 */
const searchAmcQuotesSqlite = `
  DROP TRIGGER leads_search_insert;
  CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
    INSERT INTO lead_search (body) VALUES (${sqliteSearchText("new", SEARCH_FIELDS_12)});
    UPDATE leads SET search_rowid = last_insert_rowid() WHERE id = new.id;
  END;
  UPDATE lead_search SET body = (
    SELECT ${sqliteSearchText("leads", SEARCH_FIELDS_12)} FROM leads WHERE leads.search_rowid = lead_search.rowid
  ) WHERE rowid IN (SELECT search_rowid FROM leads WHERE kind = 'amcQuote' AND search_rowid IS NOT NULL);
`;
const searchAmcQuotesPostgres = `
  ALTER TABLE leads DROP COLUMN search_text;
  ALTER TABLE leads ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${postgresSearchText(SEARCH_FIELDS_12)}) STORED;
  ${postgresSearchIndex()}
`;

/** The column types that differ between the two databases; the rest of a table is written once. */
interface ColumnTypes {
  time: string;
  serial: string;
  json: string;
  flag: string;
  /** A yes, a no or nothing yet. */
  boolean: string;
  /** Bytes as they are (a photo and its variants). */
  bytes: string;
}
const SQLITE_TYPES: ColumnTypes = {
  time: "TEXT",
  serial: "INTEGER PRIMARY KEY AUTOINCREMENT",
  json: "TEXT",
  flag: "INTEGER NOT NULL DEFAULT 0",
  boolean: "INTEGER",
  bytes: "BLOB",
};
const POSTGRES_TYPES: ColumnTypes = {
  time: "TIMESTAMPTZ",
  serial: "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
  json: "JSONB",
  flag: "BOOLEAN NOT NULL DEFAULT FALSE",
  boolean: "BOOLEAN",
  bytes: "BYTEA",
};

/**
 * The content the company edits (db/content.ts): every save of a document in one language is a
 * revision; a document's latest revision number guards against two people saving over each other;
 * each language's head names its draft and its published revision; the site's content version
 * counts the publishes (0: the content as the site was built from the repository).
 */
const contentTables = ({ time, serial, json }: ColumnTypes) => `
  CREATE TABLE content_documents (
    document TEXT PRIMARY KEY,
    revision BIGINT NOT NULL
  );
  CREATE TABLE content_revisions (
    id ${serial},
    document TEXT NOT NULL,
    locale TEXT NOT NULL,
    data ${json} NOT NULL,
    english_texts TEXT,
    author_id TEXT REFERENCES staff_users (id),
    saved_at ${time} NOT NULL,
    note TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX content_revisions_document ON content_revisions (document, id);
  CREATE TABLE content_heads (
    document TEXT NOT NULL,
    locale TEXT NOT NULL,
    draft_id BIGINT NOT NULL,
    published_id BIGINT,
    PRIMARY KEY (document, locale)
  );
  CREATE TABLE content_site (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL,
    published_at ${time}
  );
  INSERT INTO content_site (id, version) VALUES (1, 0);
`;

/**
 * The company's photographs (db/media.ts, decision 14): each photo under the hash of its original's
 * bytes, with its size as shown (orientation applied), its blurred placeholder, who uploaded it
 * and its state: `processing` until every variant is made, then `ready`; `failed` after three
 * attempts. A replica processing one holds a lease (`claimed_by`, `claimed_until`), so replicas
 * never make the same variants twice and a photo a crashed replica left is taken up when its
 * lease ends. The bytes live in tables of their own: SQLite rewrites a whole row when any column
 * changes, and a lease is renewed while the variants are made. Only a ready photo's variants are
 * served. The bytes are already compressed: PostgreSQL keeps them out of line without trying to
 * compress them again (STORAGE EXTERNAL).
 */
const mediaTables = ({ time, bytes }: ColumnTypes) => `
  CREATE TABLE media_photos (
    id TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    placeholder TEXT NOT NULL,
    state TEXT NOT NULL CONSTRAINT media_photos_state CHECK (state IN ('processing', 'ready', 'failed')),
    failure TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until ${time},
    uploaded_by TEXT REFERENCES staff_users (id),
    uploaded_at ${time} NOT NULL,
    ready_at ${time}
  );
  CREATE INDEX media_photos_uploaded ON media_photos (uploaded_at, id);
  CREATE TABLE media_originals (
    photo_id TEXT PRIMARY KEY REFERENCES media_photos (id) ON DELETE CASCADE,
    data ${bytes} NOT NULL
  );
  CREATE TABLE media_variants (
    photo_id TEXT NOT NULL REFERENCES media_photos (id) ON DELETE CASCADE,
    format TEXT NOT NULL CONSTRAINT media_variants_format CHECK (format IN ('avif', 'webp', 'jpg')),
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    size INTEGER NOT NULL,
    data ${bytes} NOT NULL,
    PRIMARY KEY (photo_id, format, width)
  );
`;

const photoFocus = `
  ALTER TABLE media_photos ADD COLUMN focus_x INTEGER NOT NULL DEFAULT 50
    CONSTRAINT media_photos_focus_x CHECK (focus_x BETWEEN 0 AND 100);
  ALTER TABLE media_photos ADD COLUMN focus_y INTEGER NOT NULL DEFAULT 50
    CONSTRAINT media_photos_focus_y CHECK (focus_y BETWEEN 0 AND 100);
`;

/** A migration written once, over the column types of each database. */
function typed(version: number, name: string, sql: (types: ColumnTypes) => string): Migration {
  return { version, name, sqlite: sql(SQLITE_TYPES), postgres: sql(POSTGRES_TYPES) };
}

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

/** Staff notes on a lead (migration 2) or a service ticket (migration 5). */
const notesTable = (
  table: string,
  owner: string,
  of: string,
  { time, serial }: Pick<ColumnTypes, "time" | "serial">,
) => `
  CREATE TABLE ${table} (
    id ${serial},
    ${owner}_id TEXT NOT NULL REFERENCES ${of} (id) ON DELETE CASCADE,
    author_id TEXT NOT NULL REFERENCES staff_users (id),
    body TEXT NOT NULL,
    created_at ${time} NOT NULL
  );
  CREATE INDEX ${table}_${owner} ON ${table} (${owner}_id, id);
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
  ${notesTable("lead_notes", "lead", "leads", { time, serial })}
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

/** What a service request and a privacy request are stored with besides their fields. */
const senderColumns = (flag: string) => `source_page TEXT,
    user_agent TEXT,
    ip_hash TEXT,
    flagged ${flag},
    idempotency_key TEXT,
    UNIQUE (ip_hash, idempotency_key)`;

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
    ${senderColumns(flag)}
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
  ${notesTable("service_ticket_notes", "ticket", "service_tickets", { time, serial })}
  CREATE TABLE service_track_misses (
    id ${serial},
    ip_hash TEXT NOT NULL,
    at ${time} NOT NULL
  );
  CREATE INDEX service_track_misses_sender ON service_track_misses (ip_hash, at);
`;

/** The outbox's columns as migration 1 made them, copied by the rebuild below. */
const OUTBOX_COLUMNS =
  "id, lead_id, recipient, message, status, attempts, next_attempt_at, claimed_until, last_error, created_at, sent_at";

/**
 * Service tickets' emails and privacy: an outbox message belongs to a lead or to a ticket (exactly
 * one of them; deleting either deletes its messages), and a ticket gets what a lead has for the
 * personal privacy link (the hash of its token, consent withdrawn, erased). SQLite cannot drop a
 * NOT NULL, so its outbox is rebuilt with the same rows and ids.
 */
const ticketPrivacy = ({ time }: ColumnTypes) => `
  ALTER TABLE service_tickets ADD COLUMN privacy_token_hash TEXT;
  ALTER TABLE service_tickets ADD COLUMN consent_withdrawn_at ${time};
  ALTER TABLE service_tickets ADD COLUMN erased_at ${time};
  CREATE UNIQUE INDEX service_tickets_privacy_token ON service_tickets (privacy_token_hash);
  CREATE INDEX service_tickets_completed ON service_tickets (completed_at);
`;
const OUTBOX_OWNER = "CHECK ((lead_id IS NULL) <> (ticket_id IS NULL))";
/**
 * SQLite cannot drop a NOT NULL nor change a CHECK: its outbox is rebuilt with the same rows and
 * ids, each message owned by one of `owners` (column, table, index) under `check`.
 */
const rebuildSqliteOutbox = (
  owners: readonly (readonly [string, string, string])[],
  check: string,
  copied: string,
) => `
  CREATE TABLE outbox_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ${owners.map(([column, table]) => `${column} TEXT REFERENCES ${table} (id) ON DELETE CASCADE,`).join("\n    ")}
    recipient TEXT NOT NULL,
    message TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    claimed_until TEXT,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    ${check}
  );
  INSERT INTO outbox_rebuilt (${copied}) SELECT ${copied} FROM outbox;
  -- The id counter goes on from where it was, so an id is never given out twice.
  DELETE FROM sqlite_sequence WHERE name = 'outbox_rebuilt';
  INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_rebuilt', seq FROM sqlite_sequence WHERE name = 'outbox';
  DROP TABLE outbox;
  ALTER TABLE outbox_rebuilt RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  ${owners.map(([column, , index]) => `CREATE INDEX ${index} ON outbox (${column});`).join("\n  ")}
`;
const LEAD_OWNER = ["lead_id", "leads", "outbox_lead"] as const;
const TICKET_OWNER = ["ticket_id", "service_tickets", "outbox_ticket"] as const;
const ticketOutboxSqlite = rebuildSqliteOutbox([LEAD_OWNER, TICKET_OWNER], OUTBOX_OWNER, OUTBOX_COLUMNS);
const ticketOutboxPostgres = `
  ALTER TABLE outbox
    ALTER COLUMN lead_id DROP NOT NULL,
    ADD COLUMN ticket_id TEXT REFERENCES service_tickets (id) ON DELETE CASCADE,
    ADD CONSTRAINT outbox_owner ${OUTBOX_OWNER};
  CREATE INDEX outbox_ticket ON outbox (ticket_id);
`;

/**
 * The service desk in the inbox: what the ticket list sorts and counts by, kept on the ticket so a
 * list of 100,000 tickets needs no clock arithmetic per row. `due_at` is when the response target
 * falls due while the clock runs and the engineer is not yet on site (null while paused, once on
 * site, and for tickets stored before this migration, which sort after the others); `paused_at` the
 * start of the open pause; `on_site_at` and `met_target` are set when the ticket reaches "Site
 * Visit & Meet". Audit events name the ticket they concern in `ticket_id`.
 */
const serviceDeskInbox = ({ time, boolean }: ColumnTypes) => `
  ALTER TABLE service_tickets ADD COLUMN due_at ${time};
  ALTER TABLE service_tickets ADD COLUMN paused_at ${time};
  ALTER TABLE service_tickets ADD COLUMN on_site_at ${time};
  ALTER TABLE service_tickets ADD COLUMN met_target ${boolean};
  ALTER TABLE audit_events ADD COLUMN ticket_id TEXT;
  CREATE INDEX audit_events_ticket ON audit_events (ticket_id, id);
  CREATE INDEX service_tickets_engineer ON service_tickets (engineer_id, completed_at) WHERE NOT flagged;
  CREATE INDEX service_tickets_month ON service_tickets (created_at, met_target, on_site_at, due_at)
    WHERE NOT flagged;
`;

/** The privacy notice a service request's form showed (its version) and when it was sent with it. */
const ticketNotices = ({ time }: ColumnTypes) => `
  ALTER TABLE service_tickets ADD COLUMN notice_version TEXT;
  ALTER TABLE service_tickets ADD COLUMN notice_at ${time};
`;

/**
 * Requests to see, correct or erase one's data sent with the privacy page's form: who asked (name,
 * mobile, email as sent), what, by when it must be answered, and how it was closed (done or
 * refused, by whom, with a note); the audit trail names the request an event is about.
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
    ${senderColumns(flag)}
  );
  CREATE INDEX privacy_requests_open ON privacy_requests (status, deadline_at, id) WHERE NOT flagged;
  CREATE INDEX privacy_requests_rate ON privacy_requests (ip_hash, received_at);
  ALTER TABLE audit_events ADD COLUMN privacy_request_id TEXT;
  CREATE INDEX audit_events_privacy_request ON audit_events (privacy_request_id, id);
`;

/**
 * The outbox carries a privacy request's emails too: a message belongs to exactly one of a lead, a
 * service ticket and a privacy request (migration 6's CHECK of two owners, widened to three;
 * deleting any of them deletes its messages). The CHECK is written once for both databases.
 */
const OUTBOX_THREE_OWNERS = `CHECK (${["lead_id", "ticket_id", "privacy_request_id"]
  .map((column) => `CASE WHEN ${column} IS NULL THEN 0 ELSE 1 END`)
  .join(" + ")} = 1)`;
/** The outbox rebuilt again as migration 6 did, same rows and ids, with the third owner. */
const requestOutboxSqlite = rebuildSqliteOutbox(
  [LEAD_OWNER, TICKET_OWNER, ["privacy_request_id", "privacy_requests", "outbox_privacy_request"]],
  OUTBOX_THREE_OWNERS,
  `${OUTBOX_COLUMNS}, ticket_id`,
);
const requestOutboxPostgres = `
  ALTER TABLE outbox
    ADD COLUMN privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
    DROP CONSTRAINT outbox_owner,
    ADD CONSTRAINT outbox_owner ${OUTBOX_THREE_OWNERS};
  CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
`;

/**
 * A privacy request's acknowledgement carries a personal link as every email to a visitor does:
 * only its token's hash is kept (unique; null for requests stored before, for those sent without an
 * email and once erased).
 */
const requestPrivacyLinks = `
  ALTER TABLE privacy_requests ADD COLUMN privacy_token_hash TEXT;
  CREATE UNIQUE INDEX privacy_requests_privacy_token ON privacy_requests (privacy_token_hash);
`;

/** The ticket fields the inbox's search reads besides the number (frozen: migration 13's index). */
const TICKET_SEARCH_FIELDS_13 = ["name", "mobileNo", "building", "city"] as const;
const ticketSearchText = (number: string, field: (name: string) => string) =>
  [number, ...TICKET_SEARCH_FIELDS_13.map((name) => `coalesce(${field(name)}, '')`)].join(" || ' ' || ");
const sqliteTicketText = (row: string) =>
  ticketSearchText(`${row}.number`, (name) => `json_extract(${row}.data, '$.${name}')`);
const postgresTicketText = `lower(${ticketSearchText("number", (name) => `data ->> '${name}'`)})`;

/**
 * A trigram index of the service tickets' search text (migration 13), as the leads have: the
 * number and the customer's name, mobile, building and city. SQLite keeps it in an FTS5 table kept
 * by triggers; an erasure rewrites the entry (only the number is left). Its secure-delete option
 * takes a rewritten entry's old words out of the index's stored pages at once (about a millisecond;
 * merging the index for it took 0.2-0.8 s with 100,000 tickets, inside the erasure's transaction).
 * PostgreSQL: a generated column with a pg_trgm GIN index.
 */
const ticketSearchSqlite = `
  ALTER TABLE service_tickets ADD COLUMN search_rowid INTEGER;
  CREATE INDEX service_tickets_search_rowid ON service_tickets (search_rowid);
  ${sqliteSearchEntries("service_tickets", "ticket_search", sqliteTicketText, "INSERT INTO ticket_search (ticket_search, rank) VALUES ('secure-delete', 1);")}
  CREATE TRIGGER service_tickets_search_update AFTER UPDATE OF data ON service_tickets BEGIN
    UPDATE ticket_search SET body = ${sqliteTicketText("new")} WHERE rowid = new.search_rowid;
  END;
`;
/**
 * The list's count of completed tickets, answered from an index alone: migration 6's index of the
 * completion time is made again with `flagged` in it. SQLite read every ticket for that count (its
 * planner takes no partial index for it), or each one's row through the old index: 35-50 ms with
 * 100,000 tickets. The retention's deletion by completion time reads the same index.
 */
const completedCountIndex = `
  DROP INDEX service_tickets_completed;
  CREATE INDEX service_tickets_completed ON service_tickets (completed_at, flagged);
`;

const ticketSearchPostgres = `
  ALTER TABLE service_tickets ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${postgresTicketText}) STORED;
  ${postgresSearchIndex("service_tickets", "service_tickets_search")}
`;

/**
 * The lead search's index takes a deleted entry's words out of its stored pages at once
 * (secure-delete), as the tickets' does: an erasure no longer merges the whole index (0.2-0.8 s with
 * 100,000 leads, inside its transaction). One merge now clears what earlier deletions left.
 */
const leadSearchSecureDelete = `
  INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
  INSERT INTO lead_search (lead_search) VALUES ('optimize');
`;

/**
 * Staff roles (migration 15): every account gets one of these (frozen here: a later role is a new
 * migration; the list in TypeScript is STAFF_ROLES, server/inbox/roles.ts). The accounts made
 * before roles existed become admin, with no role_set_at: the command line says so until their
 * role is set. SQLite cannot add a NOT NULL column without a default, nor drop a default later,
 * so its 'admin' default stays; the store always writes the role. PostgreSQL drops it.
 */
const STAFF_ROLES_15 = ["admin", "sales", "service", "editor", "translator"];
const staffRoles = ({ time }: ColumnTypes) => `
  ALTER TABLE staff_users ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'
    CONSTRAINT staff_users_role CHECK (role IN (${STAFF_ROLES_15.map((role) => `'${role}'`).join(", ")}));
  ALTER TABLE staff_users ADD COLUMN role_set_at ${time};
`;

/**
 * The visitors' emails stored before their links were derived held the links themselves: each
 * token in a stored email to a visitor (sent, queued or given up) becomes "(removed)", so no copy of
 * the database opens a tracking or privacy page. An email still queued then goes out without a
 * working link; its record's link in an earlier email still works. SQLite has no regular
 * expressions: a token is found after its path and replaced only when all its characters are
 * base64url, once per kind of link (a message holds one token of each, in its text and its HTML).
 */
const sqliteTokenRedaction = (path: string, length: number) => {
  const token = `substr(message, instr(message, '${path}') + ${path.length}, ${length})`;
  return `UPDATE outbox SET message = replace(message, ${token}, '(removed)')
    WHERE recipient = 'visitor' AND instr(message, '${path}') > 0
      AND length(${token}) = ${length} AND ${token} NOT GLOB '*[^A-Za-z0-9_-]*';`;
};
const redactStoredLinksSqlite = `
  ${sqliteTokenRedaction("/privacy/request/", 43)}
  ${sqliteTokenRedaction("/track/", 32)}
`;
const redactStoredLinksPostgres = `
  UPDATE outbox SET message = regexp_replace(
      regexp_replace(message::text, '/privacy/request/[A-Za-z0-9_-]{43}', '/privacy/request/(removed)', 'g'),
      '/track/[A-Za-z0-9_-]{32}', '/track/(removed)', 'g')::jsonb
    WHERE recipient = 'visitor' AND (message::text LIKE '%/privacy/request/%' OR message::text LIKE '%/track/%');
`;

/** Migration 17: each lead's Idempotency-Key prefixed with its sender's IP hash (`<ip hash> <key>`). */
const scopeLeadIdempotencyKeys = `
  UPDATE leads SET idempotency_key = ip_hash || ' ' || idempotency_key
  WHERE idempotency_key IS NOT NULL AND ip_hash IS NOT NULL;
`;

export const MIGRATIONS: readonly Migration[] = [
  typed(1, "leads and outbox", leadTables),
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
      ${sqliteSearchEntries("leads", "lead_search", sqliteSearchText)}
    `,
    postgres: `
      ${inboxTables(POSTGRES_TYPES)}
      ALTER TABLE leads
        ADD COLUMN status TEXT NOT NULL DEFAULT 'new',
        ADD COLUMN assignee_id TEXT REFERENCES staff_users (id),
        ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${postgresSearchText()}) STORED;
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
      ${postgresSearchIndex()}
    `,
  },
  {
    version: 3,
    name: "newsletter: one subscriber per address",
    sqlite: subscribers("lower(json_extract(data, '$.email'))"),
    postgres: subscribers(`translate(data ->> 'email', '${ASCII_UPPER}', '${ASCII_UPPER.toLowerCase()}')`),
  },
  typed(
    4,
    "privacy: language, notice and consent per lead, personal links, erasure, scheduled jobs",
    privacy,
  ),
  typed(5, "service desk: tickets, their steps, pauses and notes", serviceTables),
  {
    version: 6,
    name: "service tickets: their emails in the outbox, personal privacy links, erasure",
    sqlite: ticketPrivacy(SQLITE_TYPES) + ticketOutboxSqlite,
    postgres: ticketPrivacy(POSTGRES_TYPES) + ticketOutboxPostgres,
  },
  typed(7, "service desk in the inbox: the list's clock columns, ticket audit events", serviceDeskInbox),
  typed(8, "service desk: the privacy notice each request was sent with", ticketNotices),
  {
    version: 9,
    name: "privacy requests: see, correct, erase; their audit events and emails (a third outbox owner)",
    sqlite: privacyRequestTable(SQLITE_TYPES) + requestOutboxSqlite,
    postgres: privacyRequestTable(POSTGRES_TYPES) + requestOutboxPostgres,
  },
  {
    version: 10,
    // An erased lead's search entry is deleted, but it kept the entry's number, which SQLite's
    // full-text index gives to the next lead: a search then found the erased lead under another
    // person's words, and its later deletion would take that lead's entry with it.
    name: "erased leads point at no search entry",
    sqlite: "UPDATE leads SET search_rowid = NULL WHERE erased_at IS NOT NULL;",
    // PostgreSQL searches the leads' own columns: nothing to mend.
    postgres: "SELECT 1;",
  },
  typed(11, "privacy requests: the personal link in their acknowledgement", () => requestPrivacyLinks),
  {
    version: 12,
    name: "lead search: the AMC quote's make, maintainer, lift type, site and city",
    sqlite: searchAmcQuotesSqlite,
    postgres: searchAmcQuotesPostgres,
  },
  {
    version: 13,
    name: "service tickets: a trigram index for the search, an index for the count of completed ones",
    sqlite: ticketSearchSqlite + completedCountIndex,
    postgres: ticketSearchPostgres + completedCountIndex,
  },
  {
    version: 14,
    name: "lead search: deleted entries leave the index at once",
    sqlite: leadSearchSecureDelete,
    // PostgreSQL searches the leads' own columns: nothing to mend.
    postgres: "SELECT 1;",
  },
  {
    version: 15,
    name: "staff roles: every account has one; the accounts before them become admin",
    sqlite: staffRoles(SQLITE_TYPES),
    postgres: `${staffRoles(POSTGRES_TYPES)} ALTER TABLE staff_users ALTER COLUMN role DROP DEFAULT;`,
  },
  {
    version: 16,
    name: "visitors' emails: the personal links' tokens stored in them are removed (links are now put in as each is sent)",
    sqlite: redactStoredLinksSqlite,
    postgres: redactStoredLinksPostgres,
  },
  {
    // A lead's Idempotency-Key is stored scoped to its sender (`senderIdempotencyKey` in
    // leads.ts), so UNIQUE (kind, idempotency_key) holds per sender: another client's same
    // key no longer finds the first client's lead. The keys stored before are scoped the same way.
    version: 17,
    name: "leads: an Idempotency-Key belongs to its sender",
    sqlite: scopeLeadIdempotencyKeys,
    postgres: scopeLeadIdempotencyKeys,
  },
  {
    // The languages a translator writes the site's content in, as a comma list of locale codes in
    // the site's order ('', 'gu', 'hi' or 'gu,hi'): plain text reads back as the same string on
    // both databases (JSON would come back parsed from PostgreSQL and as text from SQLite), and
    // the database can check the value whole. Only a translator has any; English is never one
    // (it is the editor's). The accounts before get none.
    version: 18,
    name: "staff languages: a translator's languages of the site's content",
    sqlite: `ALTER TABLE staff_users ADD COLUMN languages TEXT NOT NULL DEFAULT ''
      CONSTRAINT staff_users_languages CHECK (languages = '' OR (role = 'translator' AND languages IN ('gu', 'hi', 'gu,hi')));`,
    postgres: `ALTER TABLE staff_users ADD COLUMN languages TEXT NOT NULL DEFAULT ''
      CONSTRAINT staff_users_languages CHECK (languages = '' OR (role = 'translator' AND languages IN ('gu', 'hi', 'gu,hi')));`,
  },
  typed(19, "content: documents the company edits, their revisions, drafts and publishes", contentTables),
  typed(
    20,
    "content: the content migrations applied (a document's stored revisions rewritten for its new schema)",
    ({ time }) => `CREATE TABLE content_migrations (name TEXT PRIMARY KEY, applied_at ${time} NOT NULL);`,
  ),
  {
    version: 21,
    name: "media: the company's photographs, their variants and their processing",
    sqlite: mediaTables(SQLITE_TYPES),
    postgres: `${mediaTables(POSTGRES_TYPES)}
      ALTER TABLE media_originals ALTER COLUMN data SET STORAGE EXTERNAL;
      ALTER TABLE media_variants ALTER COLUMN data SET STORAGE EXTERNAL;`,
  },
  // A translation whose lists moved with a changed English keeps the English texts it was written
  // for, moved the same way: no English revision holds them. The revisions before keep null (their
  // English is found by its hash, as before).
  typed(
    22,
    "content: a translation keeps the English texts it was written for when its lists moved",
    ({ json }) => `ALTER TABLE content_revisions ADD COLUMN written_for ${json};`,
  ),
  // Where a layout crops a photo, the point kept in view, in whole percent of its width and height;
  // the photos before keep their centre.
  {
    version: 23,
    name: "media: a photo's focal point",
    sqlite: photoFocus,
    postgres: photoFocus,
  },
];
