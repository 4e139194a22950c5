/**
 * The inbox list's filters as they travel in a URL (?kind=&status=&assignee=&from=&to=&q=&before=),
 * parsed once for the pages, the JSON API and the CSV export. Values that do not parse are dropped,
 * so a hand-edited URL shows a wider list rather than an error.
 */

import { isLeadKind } from "../../contracts/leads/forms.ts";
import { type InboxFilter, isLeadStatus } from "../db/inbox.ts";

export const PAGE_SIZE = 25;
const MAX_SEARCH = 100;

export type ListFilter = Omit<InboxFilter, "limit">;

/** The query-string form of a filter: what the filter form and the links carry. */
export interface FilterParams {
  kind?: string;
  status?: string;
  assignee?: string;
  from?: string;
  to?: string;
  q?: string;
  before?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight in India at the start of a YYYY-MM-DD day, or undefined for anything else. */
export function indianDayStart(value: string | undefined): Date | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00+05:30`);
  return Number.isNaN(date.getTime()) || !new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? undefined
    : date;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Only the known, well-formed parameters, as strings. */
export function filterParams(query: unknown): FilterParams {
  const source = (typeof query === "object" && query !== null ? query : {}) as Record<string, unknown>;
  const params: FilterParams = {};
  const kind = text(source.kind);
  if (isLeadKind(kind)) params.kind = kind;
  const status = text(source.status);
  if (isLeadStatus(status)) params.status = status;
  const assignee = text(source.assignee);
  if (assignee && /^(none|[\w-]{1,64})$/.test(assignee)) params.assignee = assignee;
  for (const key of ["from", "to"] as const) {
    const day = text(source[key]);
    if (indianDayStart(day)) params[key] = day;
  }
  const q = text(source.q)?.trim().slice(0, MAX_SEARCH);
  if (q) params.q = q;
  const before = text(source.before);
  if (before && parseCursor(before)) params.before = before;
  return params;
}

export function toListFilter(params: FilterParams): ListFilter {
  const filter: ListFilter = {};
  if (isLeadKind(params.kind)) filter.kind = params.kind;
  if (isLeadStatus(params.status)) filter.status = params.status;
  if (params.assignee) filter.assignee = params.assignee;
  const from = indianDayStart(params.from);
  if (from) filter.from = from;
  const to = indianDayStart(params.to);
  if (to) filter.to = new Date(to.getTime() + 24 * 60 * 60 * 1000);
  if (params.q) filter.search = params.q;
  const before = params.before ? parseCursor(params.before) : undefined;
  if (before) filter.before = before;
  return filter;
}

export const cursorOf = (lead: { createdAt: Date; id: string }) =>
  `${lead.createdAt.toISOString()}~${lead.id}`;

function parseCursor(value: string): { createdAt: Date; id: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([\w-]{1,64})$/.exec(value);
  if (!match) return undefined;
  const createdAt = new Date(match[1]!);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id: match[2]! };
}

/** "?kind=…&q=…" for links, without empty values; `change` overrides or removes parameters. */
export function filterQuery(
  params: FilterParams,
  change: Partial<Record<keyof FilterParams, string | undefined>> = {},
) {
  const merged = { ...params, ...change };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `?${query}` : "";
}
