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
import { HISTORY_PAGE } from "./work.ts";

describe.each(DRIVERS)("the content editor's pages on %s", (driver) => {
  const suite = inboxPerSuite(driver);
  const get = (url: string, cookie: string) => suite.app.inject({ method: "GET", url, headers: { cookie } });
  // A browser sends a form's address without its fragment (`#save-outcome`, where the answer opens).
  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    suite.app.inject({
      method: "POST",
      url: url.split("#")[0] as string,
      headers: { ...FORM_POST, cookie },
      payload: formBody(fields),
    });
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
    // Nothing waits to be published in the seed: "Publish all drafts" appears with a draft.
    expect(list.body).toContain("Every draft is published.");
    const translator = await as("translator", ["gu"]);
    const translatorList = await get("/inbox/content", translator);
    expect(translatorList.body).toContain('href="/inbox/content/faqs?lang=gu"');
    expect(translatorList.body).not.toContain("Publish all drafts");
    // Only the states of the languages they write (tester: a Gujarati translator saw Hindi's too).
    const languages = (html: string) => [...html.matchAll(/<dt>(\w+)<\/dt>/g)].map((match) => match[1]);
    expect(new Set(languages(translatorList.body))).toEqual(new Set(["Gujarati"]));
    expect(new Set(languages(list.body))).toEqual(new Set(["English", "Gujarati", "Hindi"]));
    const sales = await as("sales");
    expect((await get("/inbox/content", sales)).statusCode).toBe(403);
    expect((await get("/inbox", sales)).body).not.toContain(">Content</a>");
  });

  it("saves an English change through the form as the page serves it", async () => {
    const editor = await as("editor");
    const answer = "A changed answer, long enough for the schema to accept it as an answer.";
    const saved = await saveFaqs(editor, "en", { "0.faqs.0.answer": answer });
    expect(saved.statusCode).toBe(303);
    // The page opens at "Draft saved." (#save-outcome), focused.
    expect(saved.headers.location).toBe("/inbox/content/faqs?lang=en&saved=draft#save-outcome");
    const draft = await draftOf("en");
    expect(draft[0]!.faqs[0]!.answer).toBe(answer);
    // "Publish all drafts…" says what it would make live before its button does it (tester: one
    // tap published everything); a translator has neither.
    const { document: listed } = readForm((await get("/inbox/content", editor)).body);
    const publishAll = listed.querySelector("details.publish-all");
    expect(publishAll?.querySelector("summary")?.textContent).toBe("Publish all drafts…");
    expect(publishAll?.textContent).toContain("FAQ page: questions and answers (English)");
    expect(publishAll?.querySelector("button[type=submit]")?.textContent).toMatch(
      /^Publish (this document|these \d+ documents) now$/,
    );
    const translatorList = (await get("/inbox/content", await as("translator", ["gu"]))).body;
    expect(translatorList).not.toContain("publish-all");
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
      /^.+ \(Part 1 of \d+\) › .+ \(FAQ 1 of \d+\) › Answer: Write at least 40 characters\.$/,
    );
  });

  it("settles a save after someone else's field by field: theirs taken where only they changed, both shown where both did, nothing saved over theirs without a choice (tester)", async () => {
    const first = await as("editor");
    const second = await as("editor");
    const opened = (await get("/inbox/content/faqs?lang=en", second)).body;
    const theirs = "Their answer, saved first, and long enough for the schema to take it.";
    const theirQuestion = "Their question, which only they changed?";
    expect(
      (await saveFaqs(first, "en", { "0.faqs.1.answer": theirs, "0.faqs.2.question": theirQuestion }))
        .statusCode,
    ).toBe(303);
    const mine = "My answer, saved second on the revision I opened, also long enough.";
    const myTitle = "My group title";
    const conflict = await saveFaqs(second, "en", { "0.faqs.1.answer": mine, "0.title": myTitle }, opened);
    expect(conflict.statusCode).toBe(409);
    const { document, values } = readForm(conflict.body);
    expect(document.getElementById("save-outcome")?.className).toBe("alert conflict-summary");
    expect(conflict.body).toContain("Someone else saved this document");
    expect(document.querySelector(".conflict-summary")?.textContent).toMatch(/Saved by A editor at \d/);
    // Both changed the answer: "Your text" and theirs, with who saved it and when, to choose.
    const choice = document
      .querySelector("#field-0-faqs-1-answer")
      ?.parentElement?.querySelector(".conflict-choice");
    const options = [...(choice?.querySelectorAll("label") ?? [])].map((label) => label.textContent);
    expect(options[0]).toBe(`Your text${mine} (as in the field)`);
    expect(options[1]).toMatch(new RegExp(`^Saved by A editor at .+${theirs}$`));
    expect(values["0.faqs.1.answer"]).toBe(mine);
    // Only they changed the question: theirs is in the form; only I changed the title: mine stays.
    expect(values["0.faqs.2.question"]).toBe(theirQuestion);
    expect(values["0.title"]).toBe(myTitle);
    // Save draft again without choosing: nothing is saved over theirs, the choice is asked for.
    const again = await saveFaqs(second, "en", {}, conflict.body);
    expect(again.statusCode).toBe(409);
    expect(readForm(again.body).document.querySelector(".error-summary")?.textContent).toContain(
      "Choose which to keep: your text or theirs.",
    );
    expect((await draftOf("en"))[0]!.faqs[1]!.answer).toBe(theirs);
    // Choosing mine saves it, with their question kept.
    const kept = await saveFaqs(second, "en", { "keep:0.faqs.1.answer": "yours" }, again.body);
    expect(kept.statusCode).toBe(303);
    const saved = (await draftOf("en"))[0]!;
    expect([saved.faqs[1]!.answer, saved.faqs[2]!.question, saved.title]).toEqual([
      mine,
      theirQuestion,
      myTitle,
    ]);
  });

  it("takes the other person's text in every difference with one button, and asks nothing when only another language was saved", async () => {
    const first = await as("editor");
    const second = await as("editor");
    const opened = (await get("/inbox/content/faqs?lang=en", second)).body;
    const theirs = "Their answer once more, saved first, and long enough for the schema.";
    expect((await saveFaqs(first, "en", { "1.faqs.1.answer": theirs })).statusCode).toBe(303);
    const conflict = await saveFaqs(
      second,
      "en",
      { "1.faqs.1.answer": "Mine, the one to give up for theirs, long enough for the schema." },
      opened,
    );
    const taken = await saveFaqs(second, "en", { change: "save theirs" }, conflict.body);
    expect(taken.statusCode).toBe(303);
    expect((await draftOf("en"))[1]!.faqs[1]!.answer).toBe(theirs);
    // A Hindi save in between: nobody changed the English texts, nothing to choose.
    const english = (await get("/inbox/content/faqs?lang=en", second)).body;
    const translator = await as("translator", ["hi"]);
    expect((await saveFaqs(translator, "hi", { "2.title": "ग्राहकों के सवाल" })).statusCode).toBe(303);
    const mine = "An English answer saved after a Gujarati save, long enough for the schema.";
    const other = await saveFaqs(second, "en", { "1.faqs.1.answer": mine }, english);
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe("/inbox/content/faqs?lang=en&saved=draft#save-outcome");
    expect((await draftOf("en"))[1]!.faqs[1]!.answer).toBe(mine);
  });

  it("saves a translation at once when only the English was saved since the form was opened (tester)", async () => {
    const editor = await as("editor");
    const translator = await as("translator", ["gu"]);
    const opened = (await get("/inbox/content/faqs?lang=gu", translator)).body;
    const english = "An English answer changed while the translator typed, long enough for the schema.";
    expect((await saveFaqs(editor, "en", { "2.faqs.2.answer": english })).statusCode).toBe(303);
    // The same answer's Gujarati, keeping its figures, with one sentence more.
    const gujarati = `${(await draftOf("gu"))[1]!.faqs[3]!.answer} વધુ માહિતી માટે અમને લખો.`;
    const saved = await saveFaqs(translator, "gu", { "1.faqs.3.answer": gujarati }, opened);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/inbox/content/faqs?lang=gu&saved=draft#save-outcome");
    expect((await draftOf("gu"))[1]!.faqs[3]!.answer).toBe(gujarati);
    expect((await draftOf("en"))[2]!.faqs[2]!.answer).toBe(english);
  });

  it("keeps the mark on a translation saved from a form opened before its English changed (tester)", async () => {
    const editor = await as("editor");
    const translator = await as("translator", ["gu"]);
    const opened = (await get("/inbox/content/faqs?lang=gu", translator)).body;
    const before = (await draftOf("en"))[1]!.faqs[0]!.answer;
    const english = `${before} We also serve Bharuch and Navsari.`;
    expect((await saveFaqs(editor, "en", { "1.faqs.0.answer": english })).statusCode).toBe(303);
    // She changes that answer's Gujarati on the form that showed the English before.
    const gujarati = `${(await draftOf("gu"))[1]!.faqs[0]!.answer} અમને લખો.`;
    const saved = await saveFaqs(translator, "gu", { "1.faqs.0.answer": gujarati }, opened);
    expect(saved.headers.location).toBe("/inbox/content/faqs?lang=gu&saved=draft#save-outcome");
    expect((await draftOf("gu"))[1]!.faqs[0]!.answer).toBe(gujarati);
    const { document } = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body);
    const described = description(document, "field-1-faqs-0-answer");
    expect(described).toContain("English changed");
    expect(described).toContain(`It was, when translated: ${before}`);
    // Saved again on a form that shows the English as it is now, the mark goes.
    const now = (await get("/inbox/content/faqs?lang=gu", translator)).body;
    expect(
      (await saveFaqs(translator, "gu", { "1.faqs.0.answer": `${gujarati} ફરી.` }, now)).statusCode,
    ).toBe(303);
    const after = readForm((await get("/inbox/content/faqs?lang=gu", translator)).body).document;
    expect(description(after, "field-1-faqs-0-answer")).not.toContain("English changed");
  });

  it("says a conflict with one's own save in another tab is one's own (tester)", async () => {
    const editor = await as("editor");
    const firstTab = (await get("/inbox/content/faqs?lang=en", editor)).body;
    const secondTab = "The answer as the second tab saved it, long enough for the schema.";
    expect((await saveFaqs(editor, "en", { "2.faqs.1.answer": secondTab })).statusCode).toBe(303);
    const firstTabText = "The answer as the first tab saves it later, long enough as well.";
    const conflict = await saveFaqs(editor, "en", { "2.faqs.1.answer": firstTabText }, firstTab);
    expect(conflict.statusCode).toBe(409);
    const heading = readForm(conflict.body).document.querySelector("#conflict-title")?.textContent;
    expect(heading).toBe("You saved this document meanwhile, in another tab or window");
  });

  it("says a second tap of Save draft saved the draft, and stores it once (tester)", async () => {
    const editor = await as("editor");
    const opened = (await get("/inbox/content/faqs?lang=en", editor)).body;
    const answer = "Tapped twice on a slow phone: saved once, and told so both times, long enough.";
    expect((await saveFaqs(editor, "en", { "2.faqs.3.answer": answer }, opened)).statusCode).toBe(303);
    const count = await revisionCount();
    const again = await saveFaqs(editor, "en", { "2.faqs.3.answer": answer }, opened);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/inbox/content/faqs?lang=en&saved=draft#save-outcome");
    expect(await revisionCount()).toBe(count);
    // Their change to another field and mine: both kept, and the notice says so.
    const other = await as("editor");
    const reopened = (await get("/inbox/content/faqs?lang=en", editor)).body;
    const theirs = "Another editor's answer to another question, saved in between, long enough.";
    expect((await saveFaqs(other, "en", { "2.faqs.4.answer": theirs })).statusCode).toBe(303);
    const mine = "My answer saved after theirs on the revision I opened, long enough for it.";
    const merged = await saveFaqs(editor, "en", { "2.faqs.3.answer": mine }, reopened);
    expect(merged.headers.location).toBe("/inbox/content/faqs?lang=en&saved=merged#save-outcome");
    expect((await get(merged.headers.location as string, editor)).body).toContain(
      "Draft saved, with what others saved since you opened the form.",
    );
    const draft = (await draftOf("en"))[2]!;
    expect([draft.faqs[3]!.answer, draft.faqs[4]!.answer]).toEqual([mine, theirs]);
  });

  it("pairs a conflict's list items by id: a removed or moved item is shown as such, never compared with its neighbour (tester)", async () => {
    const first = await as("editor");
    const second = await as("editor");
    const opened = (await get("/inbox/content/career?lang=en", second)).body;
    const state = await suite.app.db.content.document("career");
    const career = structuredClone(state?.heads.find((head) => head.locale === "en")?.draft.data) as {
      jobs: { id: string; title: string }[];
    };
    const [removed] = career.jobs.slice(0, 2);
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
    // My renamed second opening is their same opening (their first): my title stays, nothing to
    // choose; the opening they removed is mine to keep or remove.
    expect(summary).toEqual([`Jobs › ${removed?.title} (Job 1 of ${career.jobs.length + 1})`]);
    expect(document.querySelector("#field-jobs-1-title")?.getAttribute("value")).toBe("My renamed opening");
    expect(document.querySelectorAll(".conflict-choice")).toHaveLength(1);
    expect(document.querySelector("#field-jobs-0 .conflict-choice")?.textContent).toContain(
      "Their draft does not have this item",
    );
    const removedToo = await post(form.action, second, {
      ...readForm(conflict.body).values,
      change: "save",
      "keep:jobs.0": "theirs",
    });
    expect(removedToo.statusCode).toBe(303);
    const after = (await suite.app.db.content.document("career"))?.heads.find((head) => head.locale === "en")
      ?.draft.data as typeof career;
    expect(after.jobs.map((job) => job.title)).toEqual([
      "My renamed opening",
      ...career.jobs.slice(1).map((job) => job.title),
    ]);
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
    const target = (label: string) => {
      // "Move down: FAQ 1 of" is the button "Move down: <its question> (FAQ 1 of …)".
      const [, text, place] = /^(.+?): (.+)$/.exec(label) ?? ["", label, ""];
      const selector = place
        ? `button[aria-label^="${text}: "][aria-label*="(${place} "]`
        : `button[aria-label^="${label}"]`;
      return document.querySelector(selector)?.getAttribute("formaction");
    };
    const save = "/inbox/content/faqs/save?lang=en";
    const item = (index: number) => `${save}#field-0-faqs-${index}`;
    expect(target("Move down: FAQ 1 of")).toBe(item(1));
    expect(target("Move up: FAQ 3 of")).toBe(item(1));
    // A removed item's place: the item after it, or the one before it when it was the last.
    expect(target("Remove: FAQ 2 of")).toBe(item(1));
    expect(target(`Remove: FAQ ${count} of`)).toBe(item(count - 2));
    expect(target("Add to FAQs")).toBe(item(count));
    expect(target("Move down: Part 1 of")).toBe(`${save}#field-1`);
    // Save draft opens the answer at what it says (#save-outcome): the top button's at the top, the
    // bottom one's by the bottom button (tester: the focus went to the top of a long form).
    expect(document.querySelector("form.content-form")?.getAttribute("action")).toBe(`${save}#save-outcome`);
    const bottom = document.querySelector(".form-bottom button[value=save]")?.getAttribute("formaction");
    expect(bottom).toBe(`${save}&at=end#save-outcome`);
    const savedAtEnd = await post(bottom as string, editor, {
      ...readForm((await get("/inbox/content/faqs?lang=en", editor)).body).values,
      change: "save",
      "1.faqs.0.answer": "An answer saved from the end of the form, long enough to be taken by the schema.",
    });
    expect(savedAtEnd.headers.location).toBe("/inbox/content/faqs?lang=en&saved=draft&at=end#save-outcome");
    const answered = readForm((await get(savedAtEnd.headers.location as string, editor)).body).document;
    const notice = answered.getElementById("save-outcome");
    expect([notice?.getAttribute("role"), notice?.getAttribute("tabindex")]).toEqual(["status", "-1"]);
    expect(notice?.textContent).toContain("Draft saved.");
    expect(notice?.parentElement?.className).toBe("form-bottom");
    const refused = await post(`${save}&at=end`, editor, {
      ...readForm((await get("/inbox/content/faqs?lang=en", editor)).body).values,
      change: "save",
      "1.faqs.0.answer": "Too short.",
    });
    // A refusal opens at its summary of what to correct, at the top.
    const summary = readForm(refused.body).document.getElementById("save-outcome");
    expect(summary?.className).toBe("alert error-summary");
    const added = await saveFaqs(editor, "en", { change: "add 0.faqs" });
    expect(added.body).toMatch(new RegExp(`<fieldset[^>]* id="field-0-faqs-${count}" tabindex="-1"`));
  });

  it("keeps an English change marked until the translator answers it: rewriting that text or saying it still fits (tester)", async () => {
    const editor = await as("editor");
    const translator = await as("translator", ["gu"]);
    const form = async (cookie: string, locale: Locale) =>
      (await get(`/inbox/content/certificates?lang=${locale}`, cookie)).body;
    const save = async (cookie: string, locale: Locale, fields: Record<string, string>) => {
      const { action, values } = readForm(await form(cookie, locale));
      const saved = await post(action, cookie, { ...values, change: "save", ...fields });
      const problems = readForm(saved.body).document.querySelector(".error-summary")?.textContent;
      expect(saved.statusCode, problems ?? saved.body.slice(0, 400)).toBe(303);
    };
    const marked = async () => {
      const { document } = readForm(await form(translator, "gu"));
      return [...document.querySelectorAll(".badge.state-outdated[id$='-mark']")].map((mark) => mark.id);
    };
    await save(editor, "en", {
      // The same figures as before (a translation keeps its English's figures).
      "0.caption": "ISO 9001:2015 certificate, its caption changed in English after it was translated.",
      "1.caption": "A new second caption, changed in English after it was translated.",
    });
    expect(await marked()).toEqual(["field-0-caption-mark", "field-1-caption-mark"]);
    // Another text saved: the two English changes the translator did not answer stay marked.
    const gujarati = readForm(await form(translator, "gu")).values;
    await save(translator, "gu", { "2.title": `${gujarati["2.title"]} (નવું)` });
    expect(await marked()).toEqual(["field-0-caption-mark", "field-1-caption-mark"]);
    // One rewritten, the other said to still fit: nothing left marked, and the document not outdated.
    await save(translator, "gu", { "0.caption": `${gujarati["0.caption"]} (નવું)` });
    expect(await marked()).toEqual(["field-1-caption-mark"]);
    await save(translator, "gu", { "confirm:1.caption": "yes" });
    expect(await marked()).toEqual([]);
    const listed = (
      await suite.app.inject({ url: "/api/staff/content", headers: { cookie: editor } })
    ).json();
    const certificates = listed.documents.find((document: { id: string }) => document.id === "certificates");
    expect(certificates.locales.gu).toBe("draft");
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
    // A long English says where it changed, the words around the change (tester).
    expect(before.length).toBeGreaterThan(100);
    expect(english).toMatch(
      /Where it changed: was “[^”]+”, now “[^”]*The English answer changed after the translation/,
    );
    // The mark and the English it was are read with the field, as its hint is (tester).
    const described = description(document, "field-0-faqs-2-answer");
    expect(described).toContain("English changed");
    expect(described).toContain(`It was, when translated: ${before}`);
    expect(document.querySelector('label[for="field-0-faqs-2-answer"]')?.textContent).toBe("Answer");
    // One whose English no test changed is not marked (a mark stays until the translator answers it).
    expect(description(document, "field-2-faqs-0-answer")).not.toContain("English changed");
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
      [...page.querySelectorAll(".revisions > li")]
        .find((li) => li.textContent?.includes(`Revision ${id} ·`))
        ?.textContent?.replace(/\s+/g, " ");
    expect(line(draft!.id)).toContain("Current draft");
    expect(line(draft!.id)).not.toContain("Live");
    expect(line(draft!.id)).toMatch(/Part 2 › Title: was “[^”]+”, now “<b>A title saved as a draft<\/b>”/);
    expect(line(live!.id)).toContain("Live");
    expect(line(live!.id)).not.toContain("Current draft");
    expect(line(live!.id)).toContain(`Part 1 › FAQs 1 › Answer: was “`);
    expect(line(live!.id)).toContain(`, now “${answer}”`);
    // Each other language's draft is marked too, and nothing the history shows is HTML of a draft.
    expect(page.querySelectorAll(".revisions .badge.state-draft")).toHaveLength(3);
    expect(page.querySelectorAll(".revisions b")).toHaveLength(0);
  });

  it("shows a long history a page at a time, each revision compared with the one before it across pages (tester)", async () => {
    const editor = await as("editor");
    const store = suite.app.db.content;
    const english = structuredClone(
      (await store.document("faqs"))!.heads.find((head) => head.locale === "en")!.draft.data,
    ) as {
      title: string;
    }[];
    for (let number = 1; number <= HISTORY_PAGE + 5; number++) {
      english[0]!.title = `Title number ${number}`;
      const latest = (await store.document("faqs"))!.revision;
      await store.save(
        { document: "faqs", locale: "en", data: english, englishTexts: null, authorId: null, at: new Date() },
        latest,
      );
    }
    const newest = readForm((await get("/inbox/content/faqs/history", editor)).body).document;
    const lines = [...newest.querySelectorAll(".revisions > li")];
    expect(lines).toHaveLength(HISTORY_PAGE);
    expect(lines[0]!.textContent).toContain("was “Title number 54”, now “Title number 55”");
    const older = newest.querySelector('nav a[href*="before="]');
    expect(older?.textContent).toBe("Older revisions");
    const second = readForm((await get(older!.getAttribute("href")!, editor)).body).document;
    // The first on the older page is compared with the revision before it, on neither page.
    expect(second.querySelector(".revisions > li")?.textContent).toContain(
      "was “Title number 4”, now “Title number 5”",
    );
    expect(second.querySelector('nav a[href="/inbox/content/faqs/history"]')?.textContent).toBe(
      "Newest revisions",
    );
    // The API pages the same way, and every revision can still be restored.
    const api = await suite.app.inject({
      url: "/api/staff/content/faqs/revisions",
      headers: { cookie: editor },
    });
    let page = api.json();
    const all = [...page.revisions];
    while (page.older !== undefined) {
      const url = `/api/staff/content/faqs/revisions?before=${page.older}`;
      page = (await suite.app.inject({ url, headers: { cookie: editor } })).json();
      all.push(...page.revisions);
    }
    expect(all.length).toBe((await store.revisions("faqs")).length);
    expect(all.at(-1).note).toBe("seed");
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
    const revisions = await suite.app.db.content.revisions("faqs");
    const newest = revisions[0]!;
    // The newest revision is its language's draft: restoring it stores nothing, and says so.
    const same = await post("/inbox/content/faqs/restore", editor, { revision: String(newest.id) });
    expect(same.headers.location).toBe("/inbox/content/faqs/history?saved=unchanged");
    expect((await get(same.headers.location as string, editor)).body).toContain("Nothing changed");
    expect((await suite.app.db.content.revisions("faqs"))[0]?.id).toBe(newest.id);
    const other = revisions.find(
      (revision) =>
        revision.locale === newest.locale && JSON.stringify(revision.data) !== JSON.stringify(newest.data),
    );
    const restored = await post("/inbox/content/faqs/restore", editor, { revision: String(other!.id) });
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

  it("names in plain words why an earlier version cannot be restored today (tester)", async () => {
    const editor = await as("editor");
    const { revision, draft } = (
      await suite.app.inject({ method: "GET", url: "/api/staff/content/about", headers: { cookie: editor } })
    ).json();
    // A version saved before today's limits: an eyebrow of 10,000 characters.
    const long = structuredClone(draft.en);
    long.intro.eyebrow = "E".repeat(10_000);
    const stored = await suite.app.db.content.save(
      { document: "about", locale: "en", data: long, englishTexts: null, authorId: null, at: new Date() },
      revision,
    );
    const back = await suite.app.db.content.save(
      { document: "about", locale: "en", data: draft.en, englishTexts: null, authorId: null, at: new Date() },
      (stored as { revision: number }).revision,
    );
    expect("revision" in back).toBe(true);
    const refused = await post("/inbox/content/about/restore", editor, {
      revision: String((stored as { revision: number }).revision),
    });
    expect(refused.statusCode).toBe(400);
    const text = refused.body.replace(/\s+/g, " ");
    expect(text).toContain("Nothing was restored");
    expect(text).toContain("Keep it to 40 characters: a longer one does not fit on a phone&#x27;s screen.");
    expect(text).not.toContain("named in errors");
  });

  /** How many revisions the FAQs have. */
  const revisionCount = async () => (await suite.app.db.content.revisions("faqs")).length;

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
      expect(saved.headers.location).toBe(`/inbox/content/faqs?lang=${locale}&saved=unchanged#save-outcome`);
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
