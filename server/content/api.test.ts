/**
 * The content API through `inject` on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): the repository's content as the seed, saves on the revision read (a second
 * save on it is a conflict showing both), the schema's refusals by path, publish, history and
 * restore, and who may do what.
 */
import { describe, expect, it } from "vitest";
import { companyIn } from "../../content/company.ts";
import { CONTENT_DOCUMENTS } from "../../content/documents.ts";
import { faqGroups, faqGroupsIn } from "../../content/faqs.ts";
import { galleryItems } from "../../content/gallery.ts";
import { takenSlugMessage } from "../../content/products.schema.ts";
import type { Locale } from "../../contracts/locales.ts";
import { TAKEN_FIRST_SEGMENTS } from "../../contracts/page-routes.ts";
import type { StaffRole } from "../inbox/roles.ts";
import { DRIVERS } from "../testing/databases.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";
import { CONTENT_MESSAGES } from "./api.ts";
import { NO_SUCH_PHOTO, unpublishedDrafts } from "./work.ts";

// biome-ignore lint/suspicious/noExplicitAny: a document's JSON as the API answers it, each test reading its own parts
type Json = any;

/** The gallery item whose first fact is "13 persons / 884 kg", by its place. */
const galleryAt = () => galleryItems.findIndex((item) => item.facts[0] === "13 persons / 884 kg");

describe.each(DRIVERS)("the content API on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const api = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: object) =>
    suite.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  /** Saves `data` as the `locale` draft of the FAQs on `revision`. */
  const saveFaqs = (cookie: string, revision: number, locale: string, data: unknown) =>
    api("PUT", "/api/staff/content/faqs", cookie, { revision, locale, data });
  /** The FAQs as an editor opens them: the revision, the drafts and a copy of one to change. */
  const openFaqs = async () => {
    const cookie = await as("editor");
    const { revision, draft } = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    return { cookie, revision, draft, copy: (locale: Locale) => structuredClone(draft[locale]) };
  };
  const as = async (role: "editor" | "translator" | "sales", languages: Locale[] = []) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, languages);
    return signedIn(suite.app, email);
  };

  it("holds the repository's content as published, every language up to date", async () => {
    const cookie = await as("editor");
    const list = await api("GET", "/api/staff/content", cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().documents).toEqual(
      expect.arrayContaining([
        {
          id: "company",
          title: expect.any(String),
          locales: { en: "published", gu: "published", hi: "published" },
        },
        {
          id: "faqs",
          title: expect.any(String),
          locales: { en: "published", gu: "published", hi: "published" },
        },
      ]),
    );
    const faqs = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(faqs.draft.en).toEqual(faqGroups);
    expect(faqs.published.en).toEqual(faqGroups);
    expect(faqs.draft.gu).toEqual(faqGroupsIn.collection.translations.gu);
    expect((await api("GET", "/api/staff/content/company", cookie)).json().draft.hi).toEqual(
      companyIn.collection.translations.hi,
    );
    expect((await api("GET", "/api/staff/content/nothing", cookie)).statusCode).toBe(404);
  });

  it("counts a draft changed back to what is live as published, with nothing to publish (tester)", async () => {
    const cookie = await as("editor");
    const state = async () =>
      (await api("GET", "/api/staff/content", cookie))
        .json()
        .documents.find((document: { id: string }) => document.id === "partners").locales.en;
    const read = async () => (await api("GET", "/api/staff/content/partners", cookie)).json();
    const live = (await read()).draft.en;
    const changed = structuredClone(live);
    changed[0].name = `${changed[0].name} Ltd`;
    expect(
      (
        await api("PUT", "/api/staff/content/partners", cookie, {
          revision: (await read()).revision,
          locale: "en",
          data: changed,
        })
      ).statusCode,
    ).toBe(200);
    expect(await state()).toBe("draft");
    expect((await unpublishedDrafts(suite.app.db.content)).map(({ id }) => id)).toContain("partners");
    expect(
      (
        await api("PUT", "/api/staff/content/partners", cookie, {
          revision: (await read()).revision,
          locale: "en",
          data: live,
        })
      ).statusCode,
    ).toBe(200);
    expect(await state()).toBe("published");
    expect((await unpublishedDrafts(suite.app.db.content)).map(({ id }) => id)).not.toContain("partners");
  });

  it("stores a page's address pasted with spaces around it without them (tester)", async () => {
    const cookie = await as("editor");
    const { revision, draft } = (await api("GET", "/api/staff/content/home", cookie)).json();
    draft.en.serviceCards[0].href = ` ${draft.en.serviceCards[0].href} `;
    const saved = await api("PUT", "/api/staff/content/home", cookie, {
      revision,
      locale: "en",
      data: draft.en,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await api("GET", "/api/staff/content/home", cookie)).json().draft.en.serviceCards[0].href;
    expect(stored).toBe(draft.en.serviceCards[0].href.trim());
  });

  it("saves a draft on the revision read; a second save on it is a conflict that shows both", async () => {
    const { cookie, revision, draft, copy } = await openFaqs();
    const changed = copy("en");
    changed[0].faqs[0].answer = "A changed answer that is long enough for the schema to accept it.";
    const saved = await saveFaqs(cookie, revision, "en", changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revision).toBeGreaterThan(revision);
    expect((await saveFaqs(cookie, saved.json().revision + 100, "en", changed)).statusCode).toBe(400);
    const again = await saveFaqs(cookie, revision, "en", draft.en);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: CONTENT_MESSAGES.conflict,
      theirs: { revision: saved.json().revision, draft: { en: changed } },
      yours: { locale: "en", data: draft.en },
    });
    const state = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(state.locales).toEqual({ en: "draft", gu: "outdated", hi: "outdated" });
    expect(state.published.en).toEqual(faqGroups);
  });

  it("refuses what the schema refuses, by path, and a translation that is not the English texts' shape", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const bad = copy("en");
    bad[1].faqs[0].answer = "Too short.";
    const refused = await saveFaqs(cookie, revision, "en", bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(["1.faqs.0.answer"]);
    const priced = copy("gu");
    priced[0].id = "renamed";
    const shape = await saveFaqs(cookie, revision, "gu", priced);
    expect(shape.json().errors).toEqual({ "0.id": expect.stringContaining("only the English") });
    expect(
      (await api("PUT", "/api/staff/content/faqs", cookie, { locale: "en", data: copy("en") })).statusCode,
    ).toBe(400);
    // A Gujarati text keeps to the term base: its spellings, its words, no English word left in.
    const terms = copy("gu");
    terms[0].title = "ઓફિસના પ્રશ્નો";
    terms[1].title = "General પ્રશ્નો";
    const base = await saveFaqs(cookie, revision, "gu", terms);
    expect(base.statusCode).toBe(400);
    expect(base.json().errors).toEqual({
      "0.title": expect.stringContaining("ઑફિસ"),
      "1.title":
        '"General" is an English word: write it in Gujarati (only the names and abbreviations the term base allows stay in English).',
    });
  });

  it("stores the English as its schema reads it, and refuses nulls, other scripts, reordering characters and empty lists", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const english = copy("en");
    english[0].faqs[0].internalNote = "margin 40%";
    english[0].title = "  Customers FAQ's  ";
    const saved = await saveFaqs(cookie, revision, "en", english);
    expect(saved.statusCode).toBe(200);
    const stored = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(stored.draft.en[0].title).toBe("Customers FAQ's");
    expect(stored.draft.en[0].faqs[0]).not.toHaveProperty("internalNote");
    const next = saved.json().revision;
    /** The Gujarati FAQs with the first group's `field` set to `value`. */
    const gujaratiWith = (field: string, value: unknown) => {
      const texts = copy("gu");
      texts[0][field] = value;
      return texts;
    };
    for (const [data, errors] of [
      [null, { "": expect.stringContaining("Not a value") }],
      [gujaratiWith("faqs", null), { "0.faqs": expect.stringContaining("Not a value") }],
      [gujaratiWith("title", "ग्राहकों के सवाल"), { "0.title": expect.stringContaining("another script") }],
      [gujaratiWith("title", "ગ્રાહકો\u202eના પ્રશ્નો"), { "0.title": expect.stringContaining("reorder") }],
    ] as const) {
      const refused = await saveFaqs(cookie, next, "gu", data);
      expect(refused.statusCode, JSON.stringify(data).slice(0, 60)).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }
    expect((await saveFaqs(cookie, next, "en", [])).json().errors).toEqual({ "": expect.any(String) });
    const twice = copy("en");
    twice[1].id = twice[0].id;
    expect((await saveFaqs(cookie, next, "en", twice)).json().errors).toEqual({ "1.id": "duplicate id" });
    // Only spaces are no text: the language counts as missing, the page shows the English. Zero-width
    // spaces are refused, by name.
    const invisible = copy("gu");
    invisible[0].title = "\u200b\u200b";
    expect((await saveFaqs(cookie, next, "gu", invisible)).json().errors).toEqual({
      "0.title": expect.stringContaining("the zero-width space (U+200B)"),
    });
    invisible[0].title = "   ";
    expect((await saveFaqs(cookie, next, "gu", invisible)).statusCode).toBe(200);
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().locales.gu).toBe("missing");
  });

  it("refuses a link that is not an https address, a blog link the page would drop, a date that is not real and a job id used twice (tester)", async () => {
    const cookie = await as("editor");
    const refusal = async (id: string, change: (data: any) => void) => {
      const { revision, draft } = (await api("GET", `/api/staff/content/${id}`, cookie)).json();
      change(draft.en);
      const answer = await api("PUT", `/api/staff/content/${id}`, cookie, {
        revision,
        locale: "en",
        data: draft.en,
      });
      expect(answer.statusCode, id).toBe(400);
      return answer.json().errors;
    };
    expect(
      await refusal("company", (company) => {
        company.social[0].href = "javascript:alert(document.cookie)";
      }),
    ).toEqual({ "social.0.href": "must be a web address starting https://" });
    // A photo the photos do not have (mistyped, or deleted): named, not saved.
    expect(
      await refusal("gallery", (items) => {
        items[3].image = `photo:${"de".repeat(16)}|${items[3].image}`;
      }),
    ).toEqual({ "3.image": NO_SUCH_PHOTO });
    // As the message says: https, not http.
    expect(
      await refusal("company", (company) => {
        company.social[1].href = "http://www.facebook.com/urdhva";
      }),
    ).toEqual({ "social.1.href": "must be a web address starting https://" });
    // A link the post's page would drop (its words shown without it) is named, not saved.
    for (const link of ["javascript:alert(document.cookie)", "data:text/html,hi", "vbscript:msgbox(1)"]) {
      expect(
        await refusal("blogs", (posts) => {
          posts[0].body = `${posts[0].body}\n\nRead [our terms](${link}) first.`;
        }),
      ).toEqual({
        "0.body": `The link "${link}" is not shown on the page: link only to a page of the site (/contact-us) or a web address starting https://.`,
      });
    }
    expect(
      await refusal("blogs", (posts) => {
        posts[0].published = "2026-13-45";
      }),
    ).toEqual({ "0.published": "must be a real date" });
    expect(
      await refusal("career", (career) => {
        career.jobs[1].id = career.jobs[0].id;
      }),
    ).toEqual({ "jobs.1.id": "duplicate id" });
  });

  it("refuses a cabin design's slug used twice or taken by a page of the site, and a blog post's id used twice (tester)", async () => {
    const cookie = await as("editor");
    const { revision, draft } = (await api("GET", "/api/staff/content/cabins", cookie)).json();
    const save = (id: string, data: unknown) =>
      api("PUT", `/api/staff/content/${id}`, cookie, { revision, locale: "en", data });
    const withSlug = (slug: string) => {
      const designs = structuredClone(draft.en);
      designs[1].slug = slug;
      designs[1].path = `/${slug}`;
      return designs;
    };
    const twice = await save("cabins", withSlug(draft.en[0].slug));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ "1.slug": "duplicate slug" });
    // A page's path, a language's prefix, the staff area, the APIs, photographs and previews.
    for (const taken of [
      "contact-us",
      "passenger-elevators",
      "blog-detail",
      "track",
      "gu",
      "hi",
      "inbox",
      "api",
      "media",
      "preview",
    ]) {
      const refused = await save("cabins", withSlug(taken));
      expect(refused.statusCode, taken).toBe(400);
      expect(refused.json().errors, taken).toEqual({ "1.slug": takenSlugMessage(taken) });
    }
    expect((await save("cabins", withSlug("woodland-beta"))).statusCode).toBe(200);
    const posts = (await api("GET", "/api/staff/content/blogs", cookie)).json();
    const copied = structuredClone(posts.draft.en);
    copied[1].id = copied[0].id;
    const post = await api("PUT", "/api/staff/content/blogs", cookie, {
      revision: posts.revision,
      locale: "en",
      data: copied,
    });
    expect(post.json().errors).toEqual({ "1.id": "duplicate id" });
  });

  it("answers no path of its own that a cabin design's slug could take", () => {
    // Every route the server registers, by its first segment ("/api/leads" is "api").
    const tree = suite.app.printRoutes({ commonPrefix: false });
    const firsts = new Set(
      [...tree.matchAll(/^[└├]── \/([^/\s(]*)/gm)]
        .map((match) => match[1]!)
        .filter((first) => /^[a-z0-9-]+$/.test(first)),
    );
    expect(firsts.size).toBeGreaterThan(3);
    expect([...firsts].filter((first) => !TAKEN_FIRST_SEGMENTS.has(first))).toEqual([]);
  });

  it("publishes the drafts, counts the version up, and restores an earlier revision as a new draft", async () => {
    const cookie = await as("editor");
    const before = await suite.app.db.content.version();
    const { revision, draft } = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    const changed = structuredClone(draft.gu);
    changed[0].title = "ગ્રાહકોના સવાલ";
    expect((await saveFaqs(cookie, revision, "gu", changed)).statusCode).toBe(200);
    const published = await api("POST", "/api/staff/content/publish", cookie, { ids: ["faqs"] });
    expect(published.json()).toEqual({ version: before + 1 });
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().published.gu[0].title).toBe(
      "ગ્રાહકોના સવાલ",
    );
    expect((await api("POST", "/api/staff/content/publish", cookie, { ids: ["faqs"] })).json()).toEqual({
      version: before + 1,
    });
    expect((await api("POST", "/api/staff/content/publish", cookie, { ids: ["nothing"] })).statusCode).toBe(
      400,
    );

    const { revisions } = (await api("GET", "/api/staff/content/faqs/revisions", cookie)).json();
    const seed = revisions.find(
      (item: { locale: string; note: string }) => item.locale === "gu" && item.note === "seed",
    );
    const restored = await api("POST", "/api/staff/content/faqs/restore", cookie, {
      revision: seed.revision,
    });
    expect(restored.statusCode).toBe(200);
    const state = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(state.draft.gu).toEqual(faqGroupsIn.collection.translations.gu);
    expect(state.published.gu[0].title).toBe("ગ્રાહકોના સવાલ");
    const history = (await api("GET", "/api/staff/content/faqs/revisions", cookie)).json().revisions;
    expect(history[0]).toMatchObject({
      locale: "gu",
      note: `restored from revision ${seed.revision}`,
      author: "A editor",
    });
    expect(
      (await api("POST", "/api/staff/content/faqs/restore", cookie, { revision: 999999 })).statusCode,
    ).toBe(400);
  });

  it("keeps the texts a translation's save does not name, and empties only a text sent empty (tester)", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const before = copy("gu");
    // A hand-made save naming one text of one item, by its place in the list.
    const title = "ગ્રાહકોના સવાલ (ટૂંકમાં)";
    const partial = await saveFaqs(cookie, revision, "gu", { "0": { title } });
    expect(partial.statusCode, partial.body).toBe(200);
    const expected = structuredClone(before);
    expected[0].title = title;
    const state = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(state.draft.gu).toEqual(expected);
    expect(state.locales.gu).not.toBe("missing");
    // A list sent whole (as long as the English's), its items partly: what they name replaces, ""
    // empties a text; a list named by places inside it.
    const items = await saveFaqs(cookie, partial.json().revision, "gu", [
      {},
      { faqs: { 0: { answer: "" } } },
      {},
    ]);
    expect(items.statusCode, items.body).toBe(200);
    expected[1].faqs[0].answer = "";
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().draft.gu).toEqual(expected);
    // What is no text of the English is still refused, as in a whole save.
    const next = items.json().revision;
    expect((await saveFaqs(cookie, next, "gu", { "0": { id: "renamed" } })).json().errors).toEqual({
      "0.id": expect.stringContaining("only the English"),
    });
    expect((await saveFaqs(cookie, next, "gu", { "7": { title } })).statusCode).toBe(400);
    // An object document: one text named, the others kept.
    const company = (await api("GET", "/api/staff/content/company", cookie)).json();
    const tagline = "લિફ્ટના દરેક ઉકેલ, એક જ જગ્યાએ";
    const saved = await api("PUT", "/api/staff/content/company", cookie, {
      revision: company.revision,
      locale: "gu",
      data: { tagline },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await api("GET", "/api/staff/content/company", cookie)).json();
    expect(after.draft.gu).toEqual({ ...company.draft.gu, tagline });
  });

  it("publishes nothing for an empty list of ids, and names the ids that are no document (tester)", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const changed = copy("gu");
    changed[2].title = "સેવાઓ વિશે પ્રશ્નો";
    expect((await saveFaqs(cookie, revision, "gu", changed)).statusCode).toBe(200);
    const before = await suite.app.db.content.version();
    const empty = await api("POST", "/api/staff/content/publish", cookie, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CONTENT_MESSAGES.noIds);
    const unknown = await api("POST", "/api/staff/content/publish", cookie, {
      ids: ["faqs", "nothing", "x"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'There is no content document "nothing", "x": nothing was published.',
    );
    expect(await suite.app.db.content.version()).toBe(before);
    const state = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(state.draft.gu[2].title).toBe("સેવાઓ વિશે પ્રશ્નો");
    expect(state.published.gu[2].title).not.toBe("સેવાઓ વિશે પ્રશ્નો");
    expect((await api("POST", "/api/staff/content/publish", cookie, { ids: "faqs" })).statusCode).toBe(400);
  });

  it("says in the history which revision is live, which is each language's draft, and what each changed (tester)", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const changed = copy("en");
    changed[0].faqs[1].answer = "An answer changed to see in the history, long enough for the schema.";
    const saved = await saveFaqs(cookie, revision, "en", changed);
    expect(saved.statusCode).toBe(200);
    const { revisions } = (await api("GET", "/api/staff/content/faqs/revisions", cookie)).json();
    expect(revisions[0]).toMatchObject({
      revision: saved.json().revision,
      locale: "en",
      live: false,
      currentDraft: true,
      changes: [{ path: "0.faqs.1.answer", change: "changed" }],
    });
    // The first revision kept of a language has nothing to compare with.
    expect(revisions.at(-1).changes).toBeNull();
    const live = revisions.filter((entry: { live: boolean }) => entry.live);
    expect(live.map((entry: { locale: string }) => entry.locale).sort()).toEqual(["en", "gu", "hi"]);
  });

  it("refuses anyone without the content role, a translator's English and publish, and other sites", async () => {
    const url = "/api/staff/content/company";
    expect((await api("GET", url)).statusCode).toBe(401);
    expect((await api("GET", url, await as("sales"))).statusCode).toBe(403);
    const translator = await as("translator");
    const { revision, draft } = (await api("GET", url, translator)).json();
    const english = await api("PUT", url, translator, { revision, locale: "en", data: draft.en });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe("Your account may not change the English texts.");
    expect((await api("POST", "/api/staff/content/publish", translator, {})).statusCode).toBe(403);
    const editor = await as("editor");
    const foreign = await suite.app.inject({
      method: "PUT",
      url,
      headers: { cookie: editor, origin: "https://evil.example" },
      payload: { revision, locale: "en", data: draft.en },
    });
    expect(foreign.statusCode).toBe(403);
    const audit = await suite.app.db.staff.listAudit({ limit: 50 });
    expect(
      audit.some((event) => event.action === "refused" && event.detail?.includes("/api/staff/content")),
    ).toBe(true);
  });

  it("lets a translator write only the texts of their languages: not English, not another language, not a number or link", async () => {
    const url = "/api/staff/content/company";
    const translator = await as("translator", ["gu"]);
    const { revision, draft } = (await api("GET", url, translator)).json();
    const texts = structuredClone(draft.gu);
    texts.tagline = "લિફ્ટના દરેક ઉકેલ, એક જ જગ્યાએ";
    const own = await api("PUT", url, translator, { revision, locale: "gu", data: texts });
    expect(own.statusCode).toBe(200);
    const next = own.json().revision;
    expect(
      (await api("PUT", url, translator, { revision: next, locale: "hi", data: draft.hi })).statusCode,
    ).toBe(403);
    const phone = structuredClone(texts);
    phone.phones.sales.display = "+91 00000 00000";
    const number = await api("PUT", url, translator, { revision: next, locale: "gu", data: phone });
    expect(number.statusCode).toBe(400);
    expect(number.json().errors).toEqual({
      "phones.sales.display": expect.stringContaining("only the English"),
    });
    expect((await api("GET", url, translator)).json().draft.gu.tagline).toBe("લિફ્ટના દરેક ઉકેલ, એક જ જગ્યાએ");
  });

  /** A Gujarati translator's save of `data` over document `id`'s draft: the answer, and the draft after it. */
  const translatorSave = async (translator: string, id: string, data: (draft: Json) => unknown) => {
    const url = `/api/staff/content/${id}`;
    const before = (await api("GET", url, translator)).json();
    const answer = await api("PUT", url, translator, {
      revision: before.revision,
      locale: "gu",
      data: data(structuredClone(before.draft)),
    });
    const after = (await api("GET", url, translator)).json();
    return { answer, unchanged: JSON.stringify(after.draft.gu) === JSON.stringify(before.draft.gu) };
  };

  it("refuses a translator's figures, addresses, links and pictures the English does not have, each named (tester)", async () => {
    const hetal = await as("translator", ["gu"]);
    const refused = async (id: string, data: (draft: Json) => unknown) => {
      const { answer, unchanged } = await translatorSave(hetal, id, data);
      expect(answer.statusCode, id).toBe(400);
      expect(unchanged, `${id} stored nothing`).toBe(true);
      return answer.json().errors;
    };
    const figures = (english: string, text: string) =>
      `The English has ${english}; this text has ${text}: write the figures as the English has them.`;
    const index = (list: Json[], found: (item: Json) => boolean) => String(list.findIndex(found));

    expect(
      await refused("gallery", (draft) => {
        const at = index(draft.en, (item) => item.facts[0] === "13 persons / 884 kg");
        return { [at]: { facts: { 0: "25 વ્યક્તિ / 1700 કિગ્રા" } } };
      }),
    ).toEqual({ [`${galleryAt()}.facts.0`]: figures("13 and 884", "25 and 1700") });
    const career = await refused("career", (draft) => {
      const at = index(draft.en.benefits, (benefit) => benefit.title === "14 paid holidays");
      return { benefits: { [at]: { title: "પગાર સાથે 40 રજાઓ" } } };
    });
    expect(Object.values(career)).toEqual([figures("14", "40")]);
    const home = await refused("home", (draft) => {
      const at = index(draft.en.homeFaqs, (faq) => faq.answer.includes("20 to 25 years"));
      return { homeFaqs: { [at]: { answer: draft.gu.homeFaqs[at].answer.replace("20થી 25", "50થી 60") } } };
    });
    expect(Object.values(home)).toEqual([figures("20 and 25", "50 and 60")]);
    expect(
      await refused("faqs", (draft) => ({
        2: {
          faqs: {
            1: {
              question: "12345",
              answer: `${draft.gu[2].faqs[1].answer} 98765 43210 પર કૉલ કરો અથવા hacker@evil.example પર લખો.`,
            },
          },
        },
      })),
    ).toEqual({
      "2.faqs.1.question":
        "This text has 12345, which the English does not: write the figures as the English has them.",
      "2.faqs.1.answer": [
        "This text has 98765 and 43210, which the English does not: write the figures as the English has them.",
        '"hacker@evil.example" is not in the English: write only the email and web addresses the English has.',
      ].join("\n"),
    });
  });

  it("keeps a translated blog body to the English body's links and pictures, in any order (tester)", async () => {
    const hetal = await as("translator", ["gu"]);
    const body = (change: (gujarati: string) => string) => (draft: Json) => ({
      0: { body: change(draft.gu[0].body) },
    });
    const changed = await translatorSave(
      hetal,
      "blogs",
      body((text) => text.replace("](/contact-us)", "](https://example.org/contact-us)")),
    );
    expect(changed.answer.statusCode).toBe(400);
    expect(changed.unchanged).toBe(true);
    expect(changed.answer.json().errors).toEqual({
      "0.body":
        'The English links to "/contact-us"; this text links to "https://example.org/contact-us": keep the links as the English has them; only their words are translated.',
    });
    const added = await translatorSave(
      hetal,
      "blogs",
      body((text) => `${text}\n\n[વધુ વાંચો](https://example.org/x)\n\n![ચિત્ર](/images/not-there.svg)`),
    );
    expect(added.answer.json().errors).toEqual({
      "0.body": [
        'This text links to "https://example.org/x", which the English does not: keep the links as the English has them; only their words are translated.',
        'This text shows the picture "/images/not-there.svg", which the English does not: keep the pictures as the English has them; only their descriptions are translated.',
      ].join("\n"),
    });
    // The second post has two links: a translation may give them in its own order.
    const swapped = await translatorSave(hetal, "blogs", (draft) => {
      const text: string = draft.gu[1].body;
      const [first, second] = [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);
      expect(first && second && first !== second).toBe(true);
      return {
        1: {
          body: text
            .replace(`](${first})`, "](FIRST)")
            .replace(`](${second})`, `](${first})`)
            .replace("](FIRST)", `](${second})`),
        },
      };
    });
    expect(swapped.answer.statusCode, swapped.answer.body).toBe(200);
  });

  it("refuses invisible characters but the joiners, Gujarati digits and full-width English, and shows a short text's other problems (tester)", async () => {
    const hetal = await as("translator", ["gu"]);
    const title = (text: string) => () => ({ 0: { title: text } });
    const reorders = "an invisible character that reorders the text";
    for (const [character, name] of [
      ["\u200B", "an invisible character, the zero-width space (U+200B)"],
      ["\u200E", `${reorders}, the left-to-right mark (U+200E)`],
      ["\u200F", `${reorders}, the right-to-left mark (U+200F)`],
      ["\u061C", `${reorders}, the Arabic letter mark (U+061C)`],
      ["\uFEFF", "an invisible character, the byte order mark (zero-width no-break space) (U+FEFF)"],
      ["\u00AD", "an invisible character, the soft hyphen (U+00AD)"],
    ] as const) {
      const { answer } = await translatorSave(hetal, "faqs", title(`ગ્રાહકોના ${character}પ્રશ્નો`));
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().errors).toEqual({
        "0.title": `Holds ${name}, after "ગ્રાહકોના": delete it, or type that part of the text again.`,
      });
    }
    // The joiners shape Gujarati letters: they stay.
    expect((await translatorSave(hetal, "faqs", title("ગ્રાહકોના \u200Dપ્રશ્નો\u200C"))).answer.statusCode).toBe(
      200,
    );
    expect(
      (await translatorSave(hetal, "faqs", title("ગ્રાહકોના ｓｅｒｖｉｃｅ પ્રશ્નો"))).answer.json().errors,
    ).toEqual({
      "0.title": expect.stringMatching(/^"service" is an English word/),
    });
    expect(
      (
        await translatorSave(hetal, "gallery", (draft) => ({
          [String(draft.en.findIndex((item: Json) => item.facts[0] === "13 persons / 884 kg"))]: {
            facts: { 0: "૧૩ વ્યક્તિ / 884 કિગ્રા" },
          },
        }))
      ).answer.json().errors,
    ).toEqual({
      [`${galleryAt()}.facts.0`]:
        '"૧૩" is written in Gujarati digits: write it with the digits 0-9 (13), as the term base says.',
    });
    // Too short, and with an English word: both at once.
    const short = await translatorSave(hetal, "faqs", () => ({
      0: { faqs: { 0: { answer: "General જવાબ" } } },
    }));
    expect(short.answer.json().errors).toEqual({
      "0.faqs.0.answer": [
        "Too small: expected string to have >=40 characters",
        '"General" is an English word: write it in Gujarati (only the names and abbreviations the term base allows stay in English).',
      ].join("\n"),
    });
  });

  it("answers every role for every action as the role table says", async () => {
    const actions = ["list", "open", "save en", "save gu", "publish", "history", "restore en"] as const;
    const allowed: Record<StaffRole | "nobody", readonly (typeof actions)[number][]> = {
      admin: actions,
      editor: actions,
      translator: ["list", "open", "save gu", "history"],
      sales: [],
      service: [],
      nobody: [],
    };
    const editor = await as("editor");
    const seed = (await api("GET", "/api/staff/content/faqs/revisions", editor))
      .json()
      .revisions.find(
        (item: { locale: string; note: string }) => item.locale === "en" && item.note === "seed",
      );
    for (const [role, may] of Object.entries(allowed)) {
      const cookie =
        role === "nobody"
          ? undefined
          : role === "translator"
            ? await as("translator", ["gu"])
            : await as(role as "editor" | "sales");
      const current = (await api("GET", "/api/staff/content/faqs", editor)).json();
      const save = (locale: Locale) =>
        api("PUT", "/api/staff/content/faqs", cookie, {
          revision: current.revision,
          locale,
          data: current.draft[locale],
        });
      const answers = {
        list: await api("GET", "/api/staff/content", cookie),
        open: await api("GET", "/api/staff/content/faqs", cookie),
        "save en": await save("en"),
        "save gu": await save("gu"),
        publish: await api("POST", "/api/staff/content/publish", cookie, {}),
        history: await api("GET", "/api/staff/content/faqs/revisions", cookie),
        "restore en": await api("POST", "/api/staff/content/faqs/restore", cookie, {
          revision: seed.revision,
        }),
      };
      for (const action of actions) {
        const expected = may.includes(action) ? 200 : role === "nobody" ? 401 : 403;
        // Two saves on one revision: the second is a conflict, which still means the role may save.
        const status = answers[action].statusCode === 409 ? 200 : answers[action].statusCode;
        expect(status, `${role} ${action}`).toBe(expected);
      }
    }
  });

  it("moves each translation with its English item when the English removes, moves or edits list items", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const english = copy("en");
    const gu = copy("gu");
    english[2].faqs.splice(0, 1); // removed: its translation goes with it
    [english[1].faqs[0], english[1].faqs[1]] = [english[1].faqs[1], english[1].faqs[0]]; // moved
    english[1].faqs[2].answer = `${english[1].faqs[2].answer} Call us for details.`; // edited where it stands
    english[0].faqs.push({
      question: "Is there a new question?",
      answer: "Yes, and it waits for its translation in Gujarati and Hindi.",
    });
    expect((await saveFaqs(cookie, revision, "en", english)).statusCode).toBe(200);
    const state = (await api("GET", "/api/staff/content/faqs", cookie)).json();
    expect(state.draft.gu[2].faqs.map((faq: { question: string }) => faq.question)).toEqual(
      gu[2].faqs.slice(1).map((faq: { question: string }) => faq.question),
    );
    expect(state.draft.gu[1].faqs[0].question).toBe(gu[1].faqs[1].question);
    expect(state.draft.gu[1].faqs[1].question).toBe(gu[1].faqs[0].question);
    expect(state.draft.gu[1].faqs[2].answer).toBe(gu[1].faqs[2].answer);
    expect(state.draft.gu[0].faqs.at(-1)).toEqual({});
    expect(state.locales.gu).toBe("missing");
    const history = (await api("GET", "/api/staff/content/faqs/revisions", cookie)).json().revisions;
    expect(history[0]).toMatchObject({ note: "lists moved with the English" });
  });

  it("stores nothing for a save identical to the draft, answering its revision as unchanged (tester)", async () => {
    const { cookie, revision, copy } = await openFaqs();
    const count = async () =>
      (await api("GET", "/api/staff/content/faqs/revisions", cookie)).json().revisions.length;
    // The Gujarati with every text written, saved: written for the English as it is now.
    const gu: { faqs: { question?: string; answer?: string }[] }[] = copy("gu");
    for (const faq of gu.flatMap((group) => group.faqs)) {
      faq.question ||= "નવો સવાલ?";
      faq.answer ||= "નવો જવાબ: લિફ્ટની જાળવણી દર ત્રણ મહિને થાય છે.";
    }
    const checked = (await saveFaqs(cookie, revision, "gu", gu)).json().revision;
    const before = await count();
    const locales = (await api("GET", "/api/staff/content/faqs", cookie)).json().locales;
    // The English as read, with its keys in another order; the Gujarati whole, or naming nothing.
    const reordered = copy("en").map((group: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(group).reverse()),
    );
    for (const [locale, data] of [
      ["en", reordered],
      ["gu", gu],
      ["gu", {}],
    ] as const) {
      const saved = await saveFaqs(cookie, checked, locale, data);
      expect(saved.statusCode, locale).toBe(200);
      expect(saved.json(), locale).toEqual({ revision: checked, unchanged: true });
    }
    expect(await count()).toBe(before);
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().locales).toEqual(locales);
    // A translation the English changed since, saved as it is, stays outdated (nothing is stored);
    // said to still fit the new English (`confirmed`), it is stored, written for this English.
    const english = copy("en");
    english[1].faqs[1].answer = `${english[1].faqs[1].answer} Ask us for the details.`;
    const changed = (await saveFaqs(cookie, checked, "en", english)).json().revision;
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().locales.gu).toBe("outdated");
    expect((await saveFaqs(cookie, changed, "gu", {})).json()).toEqual({
      revision: changed,
      unchanged: true,
    });
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().locales.gu).toBe("outdated");
    const confirmed = await api("PUT", "/api/staff/content/faqs", cookie, {
      revision: changed,
      locale: "gu",
      data: {},
      confirmed: ["1.faqs.1.answer"],
    });
    expect(confirmed.json()).toEqual({ revision: changed + 1 });
    // As it was before that English change.
    expect((await api("GET", "/api/staff/content/faqs", cookie)).json().locales.gu).toBe(locales.gu);
  });

  it("refuses a link to no page of the site on its field; a blog post saved as a draft is a page to link to (tester)", async () => {
    const cookie = await as("editor");
    const save = async (id: string, change: (data: Json) => void) => {
      const { revision, draft } = (await api("GET", `/api/staff/content/${id}`, cookie)).json();
      change(draft.en);
      return api("PUT", `/api/staff/content/${id}`, cookie, { revision, locale: "en", data: draft.en });
    };
    const noPage = (address: string) =>
      `No page of the site has the address "${address}": choose one of its pages (like /about-us or /faq).`;
    const card = await save("home", (home) => {
      home.serviceCards[0].href = "/no-such-page";
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().errors).toEqual({ "serviceCards.0.href": noPage("/no-such-page") });
    const faq = await save("faqs", (groups) => {
      groups[0].faqs[0].link = { label: "Read the post", href: "/blog-detail/unknown-post" };
    });
    expect(faq.statusCode).toBe(400);
    expect(faq.json().errors).toEqual({ "0.faqs.0.link.href": noPage("/blog-detail/unknown-post") });

    // A new post saved as a draft adds its page: a link to it is saved.
    const post = "lift-care-checklist";
    expect((await save("blogs", (posts) => posts.push({ ...posts[0], id: post }))).statusCode).toBe(200);
    const linked = await save("home", (home) => {
      home.serviceCards[0].href = `/blog-detail/${post}`;
    });
    expect(linked.statusCode).toBe(200);
    // Published without the post, the link would lead nowhere; with it, it goes.
    const elsewhere = `"${CONTENT_DOCUMENTS.home.title}" links to "/blog-detail/${post}", and the site would have no page at that address: keep (or publish) that page, or change the link first.`;
    const alone = await api("POST", "/api/staff/content/publish", cookie, { ids: ["home"] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(`${CONTENT_MESSAGES.disagree} ${elsewhere}`);
    const both = await api("POST", "/api/staff/content/publish", cookie, { ids: ["home", "blogs"] });
    expect(both.statusCode).toBe(200);
    // Taking the post away again is refused: the home page links to it.
    const taken = await save("blogs", (posts) => posts.pop());
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ "": elsewhere });
  });
});
