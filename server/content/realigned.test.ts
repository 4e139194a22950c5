/**
 * A translation whose lists moved with its English (realignTranslations, restoreRevision), through
 * `inject` on a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL): it stays written for
 * the English it was translated from, moved the same way. So a move alone marks nothing, an English
 * text changed in the same save as a move is marked "English changed" with the English it was, a
 * new item is "Not translated", and a translator's save clears the marks; a restore keeps the same.
 * The tests run in order on one database.
 */
import { describe, expect, it } from "vitest";
import { type FaqGroup, faqGroups, faqGroupsIn } from "../../content/faqs.ts";
import type { Locale } from "../../contracts/locales.ts";
import { description, readForm } from "../testing/content-form.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody } from "../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";

const guSeed = faqGroupsIn.collection.translations.gu as FaqGroup[];

/** An English answer changed as the tester did: a sentence added, its figures kept. */
const rewritten = (answer: string) => `${answer} Ask us for the details of your building.`;

describe.each(DRIVERS)("a translation after its English moved list items, on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const as = async (role: "editor" | "translator", languages: Locale[] = []) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, languages);
    return signedIn(suite.app, email);
  };
  const request = (method: "GET" | "PUT" | "POST", url: string, cookie: string, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const faqs = async (cookie: string) => (await request("GET", "/api/staff/content/faqs", cookie)).json();
  /** Saves the English FAQs as `edit` changes its current draft, through the API. */
  const saveEnglish = async (cookie: string, edit: (english: FaqGroup[]) => void) => {
    const { revision, draft } = await faqs(cookie);
    edit(draft.en);
    const saved = await request("PUT", "/api/staff/content/faqs", cookie, {
      revision,
      locale: "en",
      data: draft.en,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  /** The form of the FAQs in `locale` as served. */
  const formOf = async (cookie: string, locale: Locale) =>
    readForm((await request("GET", `/inbox/content/faqs?lang=${locale}`, cookie)).body);
  /** The paths of the texts marked "English changed" in a form. */
  const marked = (form: ReturnType<typeof readForm>) =>
    Object.keys(form.values).filter((name) =>
      description(form.document, `field-${name.replaceAll(".", "-")}`).includes("English changed"),
    );

  it("marks nothing when the English only moves items", async () => {
    const editor = await as("editor");
    await saveEnglish(editor, (english) => {
      const list = english[1]!.faqs;
      [list[0], list[1]] = [list[1]!, list[0]!];
    });
    const state = await faqs(editor);
    expect(state.locales).toEqual({ en: "draft", gu: "draft", hi: "draft" });
    expect(state.draft.gu[1].faqs[0]).toEqual(guSeed[1]!.faqs[1]);
    expect(marked(await formOf(editor, "gu"))).toEqual([]);
  });

  it("marks a text changed in the same save as a move and a removal, with the English it was (tester)", async () => {
    const editor = await as("editor");
    await saveEnglish(editor, (english) => {
      const list = english[2]!.faqs;
      list[0]!.answer = rewritten(list[0]!.answer);
      [list[1], list[2]] = [list[2]!, list[1]!];
      list.splice(3, 1);
    });
    const state = await faqs(editor);
    expect(state.locales).toEqual({ en: "draft", gu: "outdated", hi: "outdated" });
    expect(state.draft.gu[2].faqs.map((faq: { question: string }) => faq.question)).toEqual(
      [0, 2, 1, 4].map((index) => guSeed[2]!.faqs[index]!.question),
    );
    for (const locale of ["gu", "hi"] as const) {
      const form = await formOf(editor, locale);
      expect(marked(form), locale).toEqual(["2.faqs.0.answer"]);
      expect(description(form.document, "field-2-faqs-0-answer")).toContain(
        `It was, when translated: ${faqGroups[2]!.faqs[0]!.answer}`,
      );
    }
  });

  it("keeps the marks when the same save also adds an item, which is not translated; a translator's save clears them (tester)", async () => {
    const editor = await as("editor");
    const question = "Is there a new question?";
    await saveEnglish(editor, (english) => {
      const list = english[0]!.faqs;
      list[0]!.answer = rewritten(list[0]!.answer);
      [list[1], list[2]] = [list[2]!, list[1]!];
      list.splice(3, 1);
      list.push({ question, answer: "Yes, and it waits for its translation in Gujarati and Hindi." });
    });
    expect((await faqs(editor)).locales).toEqual({ en: "draft", gu: "missing", hi: "missing" });
    const form = await formOf(editor, "gu");
    expect(marked(form)).toEqual(["0.faqs.0.answer", "2.faqs.0.answer"]);
    expect(description(form.document, "field-0-faqs-0-answer")).toContain(
      `It was, when translated: ${faqGroups[0]!.faqs[0]!.answer}`,
    );
    expect(form.values["0.faqs.1.question"]).toBe(guSeed[0]!.faqs[2]!.question);
    expect(description(form.document, "field-0-faqs-4-question")).toContain("Not translated");
    expect(description(form.document, "field-0-faqs-4-question")).toContain(question);

    // The translator checks the changed answers (they still fit) and translates the new question:
    // nothing is marked.
    const translator = await as("translator", ["gu"]);
    const served = await formOf(translator, "gu");
    const saved = await suite.app.inject({
      method: "POST",
      url: served.action,
      headers: { ...FORM_POST, cookie: translator },
      payload: formBody({
        ...served.values,
        change: "save",
        "0.faqs.4.question": "નવો સવાલ?",
        "0.faqs.4.answer": "નવો જવાબ: લિફ્ટની જાળવણી દર ત્રણ મહિને થાય છે.",
        "confirm:0.faqs.0.answer": "yes",
        "confirm:2.faqs.0.answer": "yes",
      }),
    });
    expect(saved.statusCode, saved.body).toBe(303);
    expect(marked(await formOf(translator, "gu"))).toEqual([]);
    expect((await faqs(editor)).locales).toEqual({ en: "draft", gu: "draft", hi: "missing" });
    expect(marked(await formOf(editor, "hi"))).toEqual(["0.faqs.0.answer", "2.faqs.0.answer"]);
  });

  it("restores a translation onto the English as it is now, marked where the English changed since", async () => {
    const editor = await as("editor");
    const revisions = (await suite.app.db.content.revisions("faqs")).filter((item) => item.locale === "gu");
    const restore = async (note: string) => {
      const earlier = revisions.find((item) => item.note === note);
      const restored = await request("POST", "/api/staff/content/faqs/restore", editor, {
        revision: earlier?.id,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      return formOf(editor, "gu");
    };
    // The translation as the site was built: moved onto the English now, the new item not translated.
    const seed = await restore("seed");
    expect(marked(seed)).toEqual(["0.faqs.0.answer", "2.faqs.0.answer"]);
    expect(seed.values["0.faqs.1.question"]).toBe(guSeed[0]!.faqs[2]!.question);
    expect(seed.values["0.faqs.4.question"]).toBe("");
    expect((await faqs(editor)).locales.gu).toBe("missing");
    // The translation as its lists moved last, before the translator saved it: the same marks.
    expect(marked(await restore("lists moved with the English"))).toEqual([
      "0.faqs.0.answer",
      "2.faqs.0.answer",
    ]);
  });

  it("brings back a removed item's translations when the English is restored, written for the English they were written for (tester)", async () => {
    const editor = await as("editor");
    const start = await faqs(editor);
    const at = start.draft.en[1].faqs.length - 1;
    const path = `1.faqs.${at}`;
    const item = start.draft.en[1].faqs[at];
    const translated = { gu: start.draft.gu[1].faqs[at], hi: start.draft.hi[1].faqs[at] };
    const marksBefore = { gu: marked(await formOf(editor, "gu")), hi: marked(await formOf(editor, "hi")) };
    // The English answer changes (the translations stay written for the answer as it was), then
    // the question is removed: it goes from each translation too.
    await saveEnglish(editor, (english) => {
      english[1]!.faqs[at]!.answer = rewritten(item.answer);
    });
    const changed = (await faqs(editor)).revision;
    await saveEnglish(editor, (english) => {
      english[1]!.faqs.splice(at, 1);
    });
    expect((await faqs(editor)).draft.gu[1].faqs).toHaveLength(at);

    const restored = await request("POST", "/api/staff/content/faqs/restore", editor, { revision: changed });
    expect(restored.statusCode, restored.body).toBe(200);
    const state = await faqs(editor);
    expect(state.draft.en[1].faqs[at].answer).toBe(rewritten(item.answer));
    for (const locale of ["gu", "hi"] as const) {
      // Its translation is back, marked where the English changed since it was written.
      expect(state.draft[locale][1].faqs[at], locale).toEqual(translated[locale]);
      const form = await formOf(editor, locale);
      expect(marked(form), locale).toEqual([...marksBefore[locale], `${path}.answer`].sort());
      expect(description(form.document, `field-1-faqs-${at}-answer`)).toContain(
        `It was, when translated: ${item.answer}`,
      );
      expect(description(form.document, `field-1-faqs-${at}-question`)).not.toContain("Not translated");
    }

    // Restoring a revision that is the draft as it is stores nothing, in English and in a translation.
    const count = (await suite.app.db.content.revisions("faqs")).length;
    const guDraft = (await suite.app.db.content.revisions("faqs")).find(
      (revision) => revision.locale === "gu",
    );
    for (const revision of [changed, guDraft!.id]) {
      const again = await request("POST", "/api/staff/content/faqs/restore", editor, { revision });
      expect(again.json()).toEqual({ revision: state.revision, unchanged: true });
    }
    expect((await suite.app.db.content.revisions("faqs")).length).toBe(count);
  });
});
