/** Content migrations on both databases: every stored revision rewritten once, the record kept. */
import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { CONTENT_DOCUMENTS } from "../../content/documents.ts";
import { companyTexts as gu } from "../../content/locales/gu/company.ts";
import { companyTexts as hi } from "../../content/locales/hi/company.ts";
import { DRIVERS } from "../testing/databases.ts";
import { repositoryPerSuite } from "../testing/suites.ts";
import { englishTextsHash, localeState } from "./documents.ts";
import { type ContentMigration, companyPrivacyTexts, homeLatestBlogs, migrateContent } from "./migrations.ts";

const AT = new Date("2026-12-02T06:00:00Z");

/** A schema change of the kind a migration is for: each FAQ group's `title` becomes `heading`. */
const renameTitle: ContentMigration = {
  name: "faqs: a group's title is its heading",
  document: "faqs",
  rewrite: (data) =>
    (data as { title?: string }[]).map(({ title, ...group }) => ({ ...group, heading: title })),
};

describe.each(DRIVERS)("content migrations on %s", (driver) => {
  const suite = repositoryPerSuite(driver);

  it("rewrites every revision of the document in every language, once", async () => {
    const store = suite.repo.content;
    const revision = (locale: "en" | "gu", title: string) => ({
      document: "faqs",
      locale,
      data: [{ id: "general", title }],
      englishTexts: null,
      authorId: null,
      at: AT,
    });
    await store.seed("faqs", [revision("en", "General"), revision("gu", "સામાન્ય")]);
    const latest = (await store.document("faqs"))!.revision;
    await store.save(revision("en", "General questions"), latest);
    await store.seed("other", [{ ...revision("en", "Untouched"), document: "other" }]);

    expect(await migrateContent(store, AT, [renameTitle])).toEqual([renameTitle.name]);
    const history = await store.revisions("faqs");
    expect(history.map((item) => item.data)).toEqual([
      [{ id: "general", heading: "General questions" }],
      [{ id: "general", heading: "સામાન્ય" }],
      [{ id: "general", heading: "General" }],
    ]);
    expect((await store.published()).get("faqs")?.get("gu")).toEqual([{ id: "general", heading: "સામાન્ય" }]);
    expect((await store.revisions("other"))[0]?.data).toEqual([{ id: "general", title: "Untouched" }]);
    // Applied once: a second start changes nothing.
    expect(await migrateContent(store, AT, [renameTitle])).toEqual([]);
    expect((await store.revisions("faqs"))[0]?.data).toEqual([
      { id: "general", heading: "General questions" },
    ]);
  });

  it("drops the home page's own latest-blog cards in every language, each translation still current", async () => {
    const store = suite.repo.content;
    const { english, translations } = CONTENT_DOCUMENTS.home.seed;
    // The home document as stored before: with its own cards, a translation of their texts.
    const before = {
      ...english,
      latestBlogs: [{ id: "guide", postId: "1", title: "Caring for an older lift" }],
    };
    const gujarati = { ...(translations.gu as object), latestBlogs: [{ title: "જૂની લિફ્ટની સંભાળ" }] };
    await store.seed("home", [
      { document: "home", locale: "en", data: before, englishTexts: null, authorId: null, at: AT },
      {
        document: "home",
        locale: "gu",
        data: gujarati,
        englishTexts: englishTextsHash("home", before),
        authorId: null,
        at: AT,
      },
    ]);

    expect(await migrateContent(store, AT, [homeLatestBlogs])).toEqual([homeLatestBlogs.name]);
    const state = (await store.document("home"))!;
    for (const head of state.heads) expect(head.draft.data).not.toHaveProperty("latestBlogs");
    expect(state.heads.find((head) => head.locale === "en")?.draft.data).toEqual(english);
    expect(localeState("home", state, "gu")).toBe("published");
  });

  it("gives a company translation stored without them the privacy texts the pages showed", async () => {
    const store = suite.repo.content;
    const { privacy: _, ...guWithout } = gu;
    const revision = (locale: "en" | "gu" | "hi", data: unknown) => ({
      document: "company",
      locale,
      data,
      englishTexts: null,
      authorId: null,
      at: AT,
    });
    const hindi = { ...hi, privacy: { contact: { name: "संपर्क" } } };
    await store.seed("company", [revision("en", company), revision("gu", guWithout), revision("hi", hindi)]);

    expect(await migrateContent(store, AT, [companyPrivacyTexts])).toEqual([companyPrivacyTexts.name]);
    const published = (await store.published()).get("company");
    expect(published?.get("gu")).toEqual({ ...guWithout, privacy: gu.privacy });
    // A translation that has them keeps its own; the English is as it was.
    expect(published?.get("hi")).toEqual(hindi);
    expect(published?.get("en")).toEqual(company);
  });
});
