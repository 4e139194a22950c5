/**
 * Values of rows as both databases give them, and their mappers: SQLite gives JSON and times as
 * text and booleans as 0/1, PostgreSQL gives objects, Dates and booleans. Counts come back as
 * numbers (SQLite) or numeric strings (PostgreSQL's bigint).
 */
export type DbTime = string | Date;
export type DbBoolean = number | boolean;
export type DbCount = number | string;

export const toDate = (value: DbTime): Date => (value instanceof Date ? value : new Date(value));
export const toDateOrNull = (value: DbTime | null): Date | null => (value === null ? null : toDate(value));
export const toCount = (value: DbCount | null | undefined): number => Number(value ?? 0);

export function fromJson<T>(value: string | T): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
