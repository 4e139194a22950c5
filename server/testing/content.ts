/**
 * Test support for published content: an editor changes a document's draft through the content
 * API (as staff do) and publishes it, so a test then reads what visitors get.
 */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Locale } from "../../contracts/locales.ts";
import { addStaff, signedIn } from "./inbox.ts";

/**
 * Saves document `id` in `locale` as `edit` changes its current draft (edited in place), then
 * publishes it; resolves when this replica serves it.
 */
export async function publishEdited<T>(
  app: FastifyInstance,
  id: string,
  edit: (draft: T) => void,
  locale: Locale = "en",
): Promise<void> {
  const email = `editor-${Math.random().toString(36).slice(2)}@example.com`;
  await addStaff(app, email, "Content Editor", "editor");
  const cookie = await signedIn(app, email);
  const opened = await app.inject({ url: `/api/staff/content/${id}`, headers: { cookie } });
  expect(opened.statusCode).toBe(200);
  const { revision, draft } = opened.json();
  const data = structuredClone(draft[locale]) as T;
  edit(data);
  const saved = await app.inject({
    method: "PUT",
    url: `/api/staff/content/${id}`,
    headers: { cookie },
    payload: { revision, locale, data },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await app.inject({
    method: "POST",
    url: "/api/staff/content/publish",
    headers: { cookie },
    payload: { ids: [id] },
  });
  expect(published.statusCode, published.body).toBe(200);
}
