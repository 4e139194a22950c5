/**
 * Migration 12 on a database at migration 10 that holds an AMC quote and an inquiry: the AMC
 * quote is found by its make, maintainer, lift type, site and city afterwards, the inquiry as
 * before, and new leads are indexed with the AMC fields too (SQLite's full-text entries are
 * written again; PostgreSQL's generated search column is made again, with its index).
 */
import crypto from "node:crypto";
import { expect } from "vitest";
import { VALID } from "../testing/fixtures.ts";
import { AT, migrationTest } from "../testing/older-schema.ts";

const test = migrationTest("the AMC quote search migration", 11);

test("makes the AMC quotes already stored searchable by their lifts and site", async (raw, repo) => {
  const amc = crypto.randomUUID();
  const inquiry = crypto.randomUUID();
  const data = {
    ...VALID.amcQuote.body,
    make: "Kone",
    currentMaintainer: "Sai Lift Care",
    city: "Navsari",
  };
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'amcQuote', ?, ?)", [
    amc,
    JSON.stringify(data),
    AT,
  ]);
  await raw.run("INSERT INTO leads (id, kind, data, created_at) VALUES (?, 'webInquiry', ?, ?)", [
    inquiry,
    JSON.stringify(VALID.webInquiry.body),
    AT,
  ]);
  await repo.migrate();
  const found = async (search: string) =>
    (await repo.inbox.listInbox({ search, limit: 10 })).map((item) => item.id);
  for (const search of ["kone", "Sai Lift", "navsari", "Shanti Residency", "passenger"]) {
    expect(await found(search), search).toEqual([amc]);
  }
  expect(await found("ravi@example")).toEqual([inquiry]);
});
