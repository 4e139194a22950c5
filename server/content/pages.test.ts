/**
 * The content editor's pages through `inject` on a real database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): who sees what, a save through the form as the page serves it, a refused save
 * shown again with every typed value, a conflict showing both drafts, the list buttons, publish,
 * history and restore, and a translator kept to the texts of their own languages.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { faqGroups, faqGroupsIn } from "../../content/faqs.ts";
import type { Locale } from "../../contracts/locales.ts";
import { description, readForm } from "../testing/content-form.ts";
import { DRIVERS } from "../testing/databases.ts";
import { FORM_POST, formBody } from "../testing/fixtures.ts";
import { addStaff, inboxPerSuite, signedIn } from "../testing/inbox.ts";

describe.each(DRIVERS)("the content editor's pages on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const get = (url: string, cookie: string) => suite.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    suite.app.inject({ method: "POST", url, headers: { ...FORM_POST, cookie }, payload: formBody(fields) });
  const as = async (role: "editor" | "translator" | "sales", languages: Locale[] = []) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
    await addStaff(suite.app, email, `A ${role}`, role, languages);
    return signedIn(suite.app, email);
  };
  const draftOf = async (locale: Locale) => {
    const state = await suite.app.db.content.document("faqs");
    return state?.heads.find((head) => head.locale === locale)?.draft.data as typeof faqGroups;
  };
  /** Opens the FAQs in `locale`, changes fields of the form as served, and posts it. */
  const saveFaqs = async (cookie: string, locale: Locale, fields: Record<string, string>, html?: string) => {
    const page = html ?? (await get(`/inbox/content/faqs?lang=${locale}`, cookie)).body;
    const form = readForm(page);
    return post(form.action, cookie, { ...form.values, change: "save", ...fields });
  };

  it("shows the Content section to editors and translators, each document's languages in words", async () => {
    const editor = await as("editor");
    const front = await get("/inbox", editor);
    expect(front.statusCode).toBe(303);
    expect(front.headers.location).toBe("/inbox/content");
    const list = await get("/inbox/content", editor);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/inbox/content" aria-current="page">Content</a>');
    expect(list.body).toContain("FAQ page: questions and answers");
    expect(list.body).toContain("Published");
    expect(list.body).toContain("Publish all drafts");
    const translator = await as("translator", ["gu"]);
    const translatorList = await get("/inbox/content", translator);
    expect(translatorList.body).toContain('href="/inbox/content/faqs?lang=gu"');
    expect(translatorList.body).not.toContain("Publish all drafts");
    const sales = await as("sales");
    expect((await get("/inbox/content", sales)).statusCode).toBe(403);
    expect((await get("/inbox", sales)).body).not.toContain(">Content</a>");
  });

  it("saves an English change through the form as the page serves it", async () => {
    const editor = await as("editor");
    const answer = "A changed answer, long enough for the schema to accept it as an answer.";
    const saved = await saveFaqs(editor, "en", { "0.faqs.0.answer": answer });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/content/faqs?lang=en&saved=draft");
    const draft = await draftOf("en");
    expect(draft[0]!.faqs[0]!.answer).toBe(answer);
    // Nothing else changed: the form gave back the document it showed.
    expect({ ...draft[0], faqs: draft[0]!.faqs.slice(1) }).toEqual({
      ...faqGroups[0],
      faqs: faqGroups[0]!.faqs.slice(1),
    });
    expect(draft.slice(1)).toEqual(faqGroups.slice(1));
    const page = await get(saved.headers.location as string, editor);
    expect(page.body).toContain("Draft saved.");
    expect(page.body).toContain("Draft not published yet");
  });

  it("saves the largest forms: every blog post in Gujarati (over 100 KB as a form)", async () => {
    const editor = await as("editor");
    const form = readForm((await get("/inbox/content/blogs?lang=gu", editor)).body);
    const fields: Record<string, string> = { ...form.values, change: "save" };
    const title = Object.keys(fields).find((name) => /^\d+\.title$/.test(name)) as string;
    fields[title] = `${fields[title]} (નવું)`;
    expect(formBody(fields).length).toBeGreaterThan(100_000);
    const saved = await post(form.action, editor, fields);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
    // The same size from someone not signed in is refused before it is read.
    const stranger = await suite.app.inject({
      method: "POST",
      url: form.action,
      headers: FORM_POST,
      payload: formBody(fields),
    });
    expect(stranger.statusCode).toBe(413);
  });

  it("shows a refused save again with each field's message and every typed value", async () => {
    const editor = await as("editor");
    const refused = await saveFaqs(editor, "en", {
      "0.faqs.0.answer": "Too short.",
      "0.title": "A typed title",
    });
    expect(refused.statusCode).toBe(400);
    const { values, document } = readForm(refused.body);
    expect(values["0.faqs.0.answer"]).toBe("Too short.");
    expect(values["0.title"]).toBe("A typed title");
    expect(document.querySelector("#field-0-faqs-0-answer")?.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector('.error-summary a[href="#field-0-faqs-0-answer"]')).not.toBeNull();
    expect(refused.body).toContain("The draft was not saved");
    // Each message in plain words, named with the groups its field is in.
    expect(document.querySelector(".error-summary li")?.textContent).toMatch(
      /^Part, 1 of \d+: .+ › FAQs, 1 of \d+: .+ › Answer: Write at least 40 characters\.$/,
    );
  });

  it("shows a save after someone else's as a conflict with both drafts, saved again on theirs", async () => {
    const first = await as("editor");
    const second = await as("editor");
    const opened = (await get("/inbox/content/faqs?lang=en", second)).body;
    const theirs = "Their answer, saved first, and long enough for the schema to take it.";
    expect((await saveFaqs(first, "en", { "0.faqs.1.answer": theirs })).statusCode).toBe(303);
    const mine = "My answer, saved second on the revision I opened, also long enough.";
    const conflict = await saveFaqs(second, "en", { "0.faqs.1.answer": mine }, opened);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body).toContain("Someone else saved this document");
    expect(conflict.body).toContain(theirs);
    expect(readForm(conflict.body).values["0.faqs.1.answer"]).toBe(mine);
    expect((await draftOf("en"))[0]!.faqs[1]!.answer).toBe(theirs);
    const again = await saveFaqs(second, "en", {}, conflict.body);
    expect(again.statusCode).toBe(303);
    expect((await draftOf("en"))[0]!.faqs[1]!.answer).toBe(mine);
  });

  it("pairs a conflict's list items by id: a removed or moved item is shown as such, never compared with its neighbour (tester)", async () => {
    const first = await as("editor");
    const second = await as("editor");
    const opened = (await get("/inbox/content/career?lang=en", second)).body;
    const state = await suite.app.db.content.document("career");
    const career = structuredClone(state?.heads.find((head) => head.locale === "en")?.draft.data) as {
      jobs: { id: string; title: string }[];
    };
    const [removed, kept] = career.jobs.slice(0, 2);
    // They remove the first job opening and save; I rename the second on the revision I opened.
    career.jobs.splice(0, 1);
    const saved = await suite.app.inject({
      method: "PUT",
      url: "/api/staff/content/career",
      headers: { cookie: first },
      payload: { revision: state?.revision, locale: "en", data: career },
    });
    expect(saved.statusCode).toBe(200);
    const form = readForm(opened);
    const conflict = await post(form.action, second, {
      ...form.values,
      change: "save",
      "jobs.1.title": "My renamed opening",
    });
    expect(conflict.statusCode).toBe(409);
    const { document } = readForm(conflict.body);
    const summary = [...document.querySelectorAll(".conflict-summary li")].map((li) => li.textContent);
    expect(summary).toEqual([
      `Jobs › Jobs, 2 of ${career.jobs.length + 1}: My renamed opening › Title`,
      `Jobs › Jobs, 1 of ${career.jobs.length + 1}: ${removed?.title}: only in yours (you added it, or they removed it)`,
    ]);
    // My second opening is compared with their same opening (their first): only its title differs.
    expect(document.querySelector("#field-jobs-1-title")?.parentElement?.textContent).toContain(
      `Their draft: ${kept?.title}`,
    );
    expect(document.querySelectorAll(".theirs")).toHaveLength(2);
    expect(document.querySelector("#field-jobs-0 .theirs")?.textContent).toContain("does not have this item");
  });

  it("adds, moves and removes list items in the form without saving", async () => {
    const editor = await as("editor");
    const before = await suite.app.db.content.document("faqs");
    const count = faqGroups[0]!.faqs.length;
    const added = await saveFaqs(editor, "en", { change: "add 0.faqs", "0.title": "Typed, kept" });
    expect(added.statusCode).toBe(200);
    const form = readForm(added.body);
    expect(form.values["0.faqs.length"]).toBe(String(count + 1));
    expect(form.values[`0.faqs.${count}.question`]).toBe("");
    expect(form.values["0.title"]).toBe("Typed, kept");
    const moved = readForm((await saveFaqs(editor, "en", { change: "down 0.faqs.0" }, added.body)).body);
    expect(moved.values["0.faqs.1.question"]).toBe(faqGroups[0]!.faqs[0]!.question);
    const removed = readForm((await saveFaqs(editor, "en", { change: "remove 0.faqs.1" }, added.body)).body);
    expect(removed.values["0.faqs.length"]).toBe(String(count));
    expect((await suite.app.db.content.document("faqs"))?.revision).toBe(before?.revision);
  });

  it("opens the form a list's button answers at the item acted on, which takes focus (tester)", async () => {
    const editor = await as("editor");
    const { document } = readForm((await get("/inbox/content/faqs?lang=en", editor)).body);
    const count = faqGroups[0]!.faqs.length;
    /** Where a list's button posts: the form's address and the fragment the answer opens at. */
    const target = (label: string) =>
      document.querySelector(`button[aria-label^="${label}"]`)?.getAttribute("formaction");
    const save = "/inbox/content/faqs/save?lang=en";
    const item = (index: number) => `${save}#field-0-faqs-${index}`;
    expect(target("Move down: FAQs, 1 of")).toBe(item(1));
    expect(target("Move up: FAQs, 3 of")).toBe(item(1));
    // A removed item's place: the item after it, or the one before it when it was the last.
    expect(target("Remove: FAQs, 2 of")).toBe(item(1));
    expect(target(`Remove: FAQs, ${count} of`)).toBe(item(count - 2));
    expect(target("Add to FAQs")).toBe(item(count));
    expect(target("Move down: Part, 1 of")).toBe(`${save}#field-1`);
    // The form's own address has no fragment: Save draft goes back to the top of the page.
    expect(document.querySelector("form.content-form")?.getAttribute("action")).toBe(save);
    const added = await saveFaqs(editor, "en", { change: "add 0.faqs" });
    expect(added.body).toMatch(new RegExp(`<fieldset[^>]* id="field-0-faqs-${count}" tabindex="-1"`));
  });

  it("gives a translator their languages' texts beside the English, and nothing else", async () => {
    const translator = await as("translator", ["gu"]);
    const page = await get("/inbox/content/faqs", translator);
    expect(page.statusCode).toBe(200);
    const { values, document } = readForm(page.body);
    expect(values["0.faqs.0.answer"]).toBe(
      (faqGroupsIn.collection.translations.gu as typeof faqGroups)[0]!.faqs[0]!.answer,
    );
    expect(values).not.toHaveProperty("0.id");
    expect(document.querySelector("#field-0-faqs-0-answer-english")?.textContent).toContain(
      faqGroups[0]!.faqs[0]!.answer,
    );
    expect(page.body).not.toContain('href="/inbox/content/faqs?lang=en"');
    expect(page.body).not.toContain('href="/inbox/content/faqs?lang=hi"');
    const english = await get("/inbox/content/faqs?lang=en", translator);
    expect(english.statusCode).toBe(403);
    expect(english.body).toContain('href="/inbox/content"');
    expect((await get("/inbox/content/faqs?lang=hi", translator)).statusCode).toBe(403);
    const englishForm = readForm((await get("/inbox/content/faqs?lang=en", await as("editor"))).body);
    const toEnglish = await post("/inbox/content/faqs/save?lang=en", translator, {
      ...englishForm.values,
      change: "save",
    });
    expect(toEnglish.statusCode).toBe(403);
    const toHindi = await post("/inbox/content/faqs/save?lang=hi", translator, { ...values, change: "save" });
    expect(toHindi.statusCode).toBe(403);

    // Crafted names for an id, a link and a list's length are not read: only the texts are saved.
    const answer = "નવો જવાબ: લિફ્ટની જાળવણી દર ત્રણ મહિને થાય છે.";
    const saved = await saveFaqs(translator, "gu", {
      "0.faqs.0.answer": answer,
      "0.id": "evil",
      "0.faqs.0.link.href": "https://evil.example",
      "0.faqs.length": "1",
    });
    expect(saved.statusCode).toBe(303);
    const draft = await draftOf("gu");
    expect(draft[0]!.faqs[0]!.answer).toBe(answer);
    expect(JSON.stringify(draft)).not.toContain("evil");
    expect(draft[0]!.faqs).toHaveLength(faqGroups[0]!.faqs.length);
    expect(await draftOf("en")).not.toContain("evil");
    const shown = await get(saved.headers.location as string, translator);
    expect(shown.body).toContain(answer);
  });

  it("gives back a refused translation exactly as typed, a reordering character too, each problem named (tester)", async () => {
    const translator = await as("translator", ["gu"]);
    const title = "ગ્રાહકોના \u202Eપ્રશ્નો\u202C";
    const refused = await saveFaqs(translator, "gu", { "0.title": title, "0.faqs.0.answer": "General જવાબ" });
    expect(refused.statusCode).toBe(400);
    const { values, document } = readForm(refused.body);
    expect(values["0.title"]).toBe(title);
    // In the page's text, such a character is never itself: only in the field, as typed.
    expect(refused.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    const errorOf = (path: string) => document.querySelector(`#field-${path}-error`)?.textContent;
    expect(errorOf("0-title")).toBe(
      'Holds an invisible character that reorders the text, the right-to-left override (U+202E), after "ગ્રાહકોના": delete it, or type that part of the text again. Holds an invisible character that reorders the text, the pop directional formatting (U+202C), after "ગ્રાહકોના પ્રશ્નો": delete it, or type that part of the text again.',
    );
    // Too short, and an English word: both at once.
    expect(errorOf("0-faqs-0-answer")).toBe(
      'Write at least 40 characters. "General" is an English word: write it in Gujarati (only the names and abbreviations the term base allows stay in English).',
    );
    // Sent again as shown, it is the same text, refused for the same reason.
    const again = await post(readForm(refused.body).action, translator, { ...values, change: "save" });
    expect(again.statusCode).toBe(400);
    expect(readForm(again.body).values["0.title"]).toBe(title);
    expect(readForm(again.body).document.querySelector("#field-0-title-error")?.textContent).not.toContain(
      "English word",
    );
  });

  it("marks a translation's text the English changed since, with the English it was written from", async () => {
    const editor = await as("editor");
    const before = (await draftOf("en"))[0]!.faqs[2]!.answer;
    const answer = "The English answer changed after the translation, long enough for the schema.";
    expect((await saveFaqs(editor, "en", { "0.faqs.2.answer": answer })).statusCode).toBe(303);
    const translator = await as("translator", ["gu"]);
    const { document } = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body);
    const english = document.querySelector("#field-0-faqs-2-answer-english")?.textContent ?? "";
    expect(english).toContain(answer);
    expect(english).toContain(`It was, when translated: ${before}`);
    // The mark and the English it was are read with the field, as its hint is (tester).
    const described = description(document, "field-0-faqs-2-answer");
    expect(described).toContain("English changed");
    expect(described).toContain(`It was, when translated: ${before}`);
    expect(document.querySelector('label[for="field-0-faqs-2-answer"]')?.textContent).toBe("Answer");
    expect(description(document, "field-0-faqs-1-answer")).not.toContain("English changed");
    // A text left empty is saved as not translated yet, and marked so.
    const emptied = await saveFaqs(translator, "gu", { "0.faqs.1.answer": "" });
    expect(emptied.statusCode).toBe(303);
    const shown = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body).document;
    expect(description(shown, "field-0-faqs-1-answer")).toContain("Not translated");
  });

  it("marks in the history what is live and each language's draft, and what each revision changed (tester)", async () => {
    const editor = await as("editor");
    const answer = "An answer published from this test, long enough for the schema to accept it.";
    expect((await saveFaqs(editor, "en", { "0.faqs.0.answer": answer })).statusCode).toBe(303);
    expect((await post("/inbox/content/faqs/publish", editor, {})).statusCode).toBe(303);
    const title = "<b>A title saved as a draft</b>";
    expect((await saveFaqs(editor, "en", { "1.title": title })).statusCode).toBe(303);
    const [draft, live] = (await suite.app.db.content.revisions("faqs")).filter(
      (revision) => revision.locale === "en",
    );
    const history = await get("/inbox/content/faqs/history", editor);
    const page = new Window().document;
    page.body.innerHTML = history.body;
    /** A revision's line in the history, in words. */
    const line = (id: number) =>
      [...page.querySelectorAll(".revisions li")]
        .find((li) => li.textContent?.includes(`Revision ${id} ·`))
        ?.textContent?.replace(/\s+/g, " ");
    expect(line(draft!.id)).toContain("Current draft");
    expect(line(draft!.id)).not.toContain("Live");
    expect(line(draft!.id)).toContain("Changed: Part 2 › Title.");
    expect(line(live!.id)).toContain("Live");
    expect(line(live!.id)).not.toContain("Current draft");
    expect(line(live!.id)).toContain("Changed: Part 1 › FAQs 1 › Answer.");
    // Each other language's draft is marked too, and nothing the history shows is HTML of a draft.
    expect(page.querySelectorAll(".revisions .badge.state-draft")).toHaveLength(3);
    expect(page.querySelectorAll(".revisions b")).toHaveLength(0);
  });

  it("publishes from the list and the history, and restores an earlier revision", async () => {
    const editor = await as("editor");
    const published = await post("/inbox/content/publish", editor, {});
    expect(published.statusCode).toBe(303);
    expect(published.headers.location).toBe("/inbox/content?saved=published");
    expect((await get(published.headers.location as string, editor)).body).toContain(
      "Published: the site shows",
    );
    const history = await get("/inbox/content/faqs/history", editor);
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain("Revisions, newest first");
    const [newest] = await suite.app.db.content.revisions("faqs");
    const restored = await post("/inbox/content/faqs/restore", editor, { revision: String(newest!.id) });
    expect(restored.statusCode).toBe(303);
    expect(restored.headers.location).toBe("/inbox/content/faqs/history?saved=restored");
    const one = await post("/inbox/content/faqs/publish", editor, {});
    expect(one.headers.location).toBe("/inbox/content/faqs/history?saved=published");
    const wrong = await post("/inbox/content/faqs/restore", editor, { revision: "nope" });
    expect(wrong.statusCode).toBe(400);
    const translator = await as("translator", ["gu"]);
    expect((await post("/inbox/content/publish", translator, {})).statusCode).toBe(403);
    const english = (await suite.app.db.content.revisions("faqs")).find(
      (revision) => revision.locale === "en",
    );
    expect(
      (await post("/inbox/content/faqs/restore", translator, { revision: String(english!.id) })).statusCode,
    ).toBe(403);
  });

  /** How many revisions the FAQs have. */
  const revisionCount = async () => (await suite.app.db.content.revisions("faqs", 1000)).length;

  it("keeps the texts a translation's post does not send, and empties a text sent empty (tester)", async () => {
    const translator = await as("translator", ["gu"]);
    const before = await draftOf("gu");
    const served = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body);
    // A hand-made post: the revision and one text, emptied.
    const emptied = await post(served.action, translator, {
      revision: served.values.revision as string,
      change: "save",
      "0.faqs.0.answer": "",
    });
    expect(emptied.statusCode, emptied.body).toBe(303);
    const expected = structuredClone(before);
    expected[0]!.faqs[0]!.answer = "";
    expect(await draftOf("gu")).toEqual(expected);
    // The form with one item's fields removed (in the browser's developer tools): that item is kept.
    const again = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body);
    const withoutItem = Object.fromEntries(
      Object.entries(again.values).filter(([name]) => !name.startsWith("1.faqs.2.")),
    );
    const title = "સામાન્ય સવાલ";
    const saved = await post(again.action, translator, { ...withoutItem, change: "save", "1.title": title });
    expect(saved.statusCode, saved.body).toBe(303);
    expected[1]!.title = title;
    expect(await draftOf("gu")).toEqual(expected);
  });

  it("refuses an English post without some of the form's fields: nothing is saved, the draft is shown (tester)", async () => {
    const editor = await as("editor");
    const served = readForm((await get("/inbox/content/faqs?lang=en", editor)).body);
    const draft = await draftOf("en");
    const count = await revisionCount();
    const { "0.faqs.1.answer": _answer, ...withoutAnswer } = served.values;
    const { "2.faqs.length": _length, ...withoutLength } = served.values;
    for (const values of [withoutAnswer, withoutLength]) {
      const refused = await post(served.action, editor, {
        ...values,
        change: "save",
        "0.title": "A title typed with a field missing",
      });
      expect(refused.statusCode).toBe(400);
      const shown = readForm(refused.body);
      expect(shown.document.querySelector(".error-summary")?.textContent).toContain(
        "The form was incomplete (some of its fields were not sent): nothing was saved.",
      );
      // The saved draft, to make the change again on.
      expect(shown.values["0.title"]).toBe(draft[0]!.title);
      expect(shown.values["0.faqs.1.answer"]).toBe(draft[0]!.faqs[1]!.answer);
    }
    expect(await draftOf("en")).toEqual(draft);
    expect(await revisionCount()).toBe(count);
  });

  it("stores nothing for a save that changes nothing, and says so (tester)", async () => {
    const editor = await as("editor");
    for (const locale of ["en", "gu"] as const) {
      const count = await revisionCount();
      const states = (
        await suite.app.inject({ url: "/api/staff/content/faqs", headers: { cookie: editor } })
      ).json().locales;
      const saved = await saveFaqs(editor, locale, {});
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe(`/inbox/content/faqs?lang=${locale}&saved=unchanged`);
      const page = await get(saved.headers.location as string, editor);
      expect(page.body).toContain("Nothing changed: the draft is as it was.");
      expect(page.body).not.toContain("Draft saved.");
      expect(await revisionCount()).toBe(count);
      expect(
        (await suite.app.inject({ url: "/api/staff/content/faqs", headers: { cookie: editor } })).json()
          .locales,
      ).toEqual(states);
    }
  });

  it("refuses a post asking for what the form's buttons do not, such as publish (tester)", async () => {
    const editor = await as("editor");
    const served = readForm((await get("/inbox/content/faqs?lang=en", editor)).body);
    const count = await revisionCount();
    const version = await suite.app.db.content.version();
    const title = "A title that must not be saved";
    for (const change of ["publish", undefined]) {
      const refused = await post(served.action, editor, {
        ...served.values,
        "0.title": title,
        ...(change ? { change } : {}),
      });
      expect(refused.statusCode).toBe(400);
      const summary = readForm(refused.body).document.querySelector(".error-summary")?.textContent;
      expect(summary).toContain(change ? 'The form asked for "publish"' : "The form asked for nothing");
      expect(summary).toContain("nothing was saved");
      // What was typed is still in the form.
      expect(readForm(refused.body).values["0.title"]).toBe(title);
    }
    expect(await revisionCount()).toBe(count);
    expect(await suite.app.db.content.version()).toBe(version);
  });
});
