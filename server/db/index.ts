/** Opens the configured lead repository: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
import path from "node:path";
import { SQLITE_FILE } from "../data-dir.ts";
import { PostgresLeadRepository } from "./postgres.ts";
import type { LeadRepository, RepositoryOptions } from "./repository.ts";
import { SqliteLeadRepository } from "./sqlite.ts";

export interface RepositoryConfig {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export interface OpenOptions extends RepositoryOptions {
  onPoolError?: (error: Error) => void;
}

export function createRepository(config: RepositoryConfig, options: OpenOptions = {}): LeadRepository {
  if (config.DATABASE_URL) return new PostgresLeadRepository(config.DATABASE_URL, options);
  return new SqliteLeadRepository(path.join(config.DATA_DIR, SQLITE_FILE), options);
}

/** Describes where leads are stored, without credentials (for logs and the CLI). */
export function describeStorage(config: RepositoryConfig): string {
  if (!config.DATABASE_URL) return `SQLite ${path.join(config.DATA_DIR, SQLITE_FILE)}`;
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL ${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
