/** The content store, identical on SQLite and PostgreSQL: seed, drafts, conflicts, publishes, history. */
import { describe, expect, it } from "vitest";
import { DRIVERS } from "../testing/databases.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import type { EnglishHead, NewContentRevision } from "./content.ts";

const AT = new Date("2026-12-02T06:00:00Z");
const revision = (overrides: Partial<NewContentRevision>): NewContentRevision => ({
  document: "faqs",
  locale: "en",
  data: [{ title: "General" }],
  englishTexts: null,
  authorId: null,
  at: AT,
  ...overrides,
});

describe.each(DRIVERS)("the content store on %s", (driver) => {
  const suite = repositoryPerSuite(driver);
  const content = () => suite.repo.content;

  it("seeds a document once, published as it is, without changing the content version", async () => {
    const seeded = await content().seed("seeded", [
      revision({ document: "seeded", data: { tagline: "Lifts" } }),
      revision({ document: "seeded", locale: "gu", data: { tagline: "લિફ્ટ" }, englishTexts: "h1" }),
    ]);
    expect(seeded).toBe(true);
    expect(
      await content().seed("seeded", [revision({ document: "seeded", data: { tagline: "Again" } })]),
    ).toBe(false);
    const state = await content().document("seeded");
    expect(
      state?.heads.map((head) => [head.locale, head.draft.data, head.published?.id === head.draft.id]),
    ).toEqual(
      expect.arrayContaining([
        ["en", { tagline: "Lifts" }, true],
        ["gu", { tagline: "લિફ્ટ" }, true],
      ]),
    );
    expect(state?.heads.find((head) => head.locale === "gu")?.draft).toMatchObject({
      englishTexts: "h1",
      note: "seed",
    });
    expect(await content().version()).toBe(0);
    expect(await content().document("unknown")).toBeUndefined();
  });

  it("saves a draft only on the latest revision: a second save on the same revision is a conflict", async () => {
    await content().seed("drafts", [revision({ document: "drafts" })]);
    const latest = (await content().document("drafts"))!.revision;
    const first = await content().save(revision({ document: "drafts", data: [{ title: "First" }] }), latest);
    expect(first).toEqual({ revision: expect.any(Number) });
    const second = await content().save(
      revision({ document: "drafts", data: [{ title: "Second" }] }),
      latest,
    );
    expect(second).toEqual({ conflict: true, revision: (first as { revision: number }).revision });
    const state = (await content().document("drafts"))!;
    expect(state.heads[0]!.draft.data).toEqual([{ title: "First" }]);
    expect(state.heads[0]!.published?.data).toEqual([{ title: "General" }]);
  });

  it("takes one of two saves made at the same moment on the same revision", async () => {
    await content().seed("race", [revision({ document: "race" })]);
    const latest = (await content().document("race"))!.revision;
    const results = await Promise.all(
      ["A", "B", "C"].map((title) =>
        content().save(revision({ document: "race", data: [{ title }] }), latest),
      ),
    );
    expect(results.filter((result) => "conflict" in result)).toHaveLength(2);
  });

  it("lets a publish refuse on the English as it is in its transaction: nothing refused is ever made live", async () => {
    await content().seed("check", [revision({ document: "check" })]);
    const before = await content().version();
    const refuseBad = (english: Map<string, EnglishHead>) =>
      JSON.stringify(english.get("check")?.draft).includes("Bad") ? ["bad title"] : [];
    // A save and a publish at the same moment, again and again: the refused draft never goes live.
    for (const title of ["Good", "Bad", "Good again", "Bad again"]) {
      const latest = (await content().document("check"))!.revision;
      const [, published] = await Promise.all([
        content().save(revision({ document: "check", data: [{ title }] }), latest),
        content().publish(["check"], null, AT, refuseBad),
      ]);
      const live = JSON.stringify((await content().published()).get("check")?.get("en"));
      expect(live).not.toContain("Bad");
      if (typeof published !== "number") expect(published).toEqual({ refused: ["bad title"] });
    }
    const refused = await content().publish(["check"], null, AT, (english) => {
      expect(english.get("check")).toEqual({ draft: [{ title: "Bad again" }], published: expect.anything() });
      return ["no"];
    });
    expect(refused).toEqual({ refused: ["no"] });
    expect(await content().version()).toBeLessThanOrEqual(before + 4);
  });

  it("publishes drafts at once, counts the version up only when something changed, and keeps the history", async () => {
    await content().seed("pub", [revision({ document: "pub" }), revision({ document: "pub", locale: "hi" })]);
    const before = await content().version();
    expect(await content().publish(["pub"], null, AT)).toBe(before);
    let latest = (await content().document("pub"))!.revision;
    const saved = await content().save(revision({ document: "pub", data: [{ title: "New" }] }), latest);
    latest = (saved as { revision: number }).revision;
    await content().save(revision({ document: "pub", locale: "hi", data: [{ title: "नया" }] }), latest);
    expect((await content().published()).get("pub")?.get("en")).toEqual([{ title: "General" }]);
    const version = await content().publish(["pub"], null, AT);
    expect(version).toBe(before + 1);
    const published = (await content().published()).get("pub");
    expect([published?.get("en"), published?.get("hi")]).toEqual([[{ title: "New" }], [{ title: "नया" }]]);
    const history = await content().revisions("pub");
    expect(history.map((item) => [item.locale, item.note])).toEqual([
      ["hi", ""],
      ["en", ""],
      ["hi", "seed"],
      ["en", "seed"],
    ]);
    expect(await content().revision("pub", history[3]!.id)).toMatchObject({ data: [{ title: "General" }] });
    expect(await content().revision("other", history[3]!.id)).toBeUndefined();
    const audit = await suite.repo.staff.listAudit({ limit: 20 });
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining(["content-save", "content-publish"]),
    );
  });

  it("keeps the English texts a translation was written for, when given, and null otherwise", async () => {
    await content().seed("written", [revision({ document: "written" })]);
    const writtenFor = [{ title: "General", faqs: [{}, { answer: "The English as it was" }] }];
    const latest = (await content().document("written"))!.revision;
    const saved = await content().save(
      revision({ document: "written", locale: "gu", englishTexts: "h2", writtenFor }),
      latest,
    );
    const [translation, english] = await content().revisions("written");
    expect(translation).toMatchObject({ locale: "gu", englishTexts: "h2", writtenFor });
    expect(english).toMatchObject({ locale: "en", writtenFor: null });
    const state = await content().document("written");
    expect(state?.heads.find((head) => head.locale === "gu")?.draft.writtenFor).toEqual(writtenFor);
    expect(await content().revision("written", (saved as { revision: number }).revision)).toMatchObject({
      writtenFor,
    });
  });
});
