/**
 * The editor's form walker: a schema gives its fields (labels, hints, kinds), a document shown in
 * the form and posted back is the same document, a translation's post reads only its texts, and the
 * list buttons add, remove and move items.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTENT_DOCUMENTS,
  type ContentDocumentId,
  isTranslated,
  translatedFields,
} from "../../content/documents.ts";
import { drawingShown, STAND_IN_DRAWING } from "../../content/image-ref.ts";
import { textsOf } from "../../content/translation-shape.ts";
import {
  changeList,
  documentForm,
  documentFromForm,
  emptyValue,
  type FormField,
  type GroupField,
  itemAfter,
  itemLabel,
  itemName,
  lengthField,
  listChangeOf,
  type PostedForm,
  singular,
  translationForm,
  translationFromForm,
} from "./form.ts";

/** What a browser posts for a form: each field's value by its name, each list's length. */
function postOf(field: FormField, form: PostedForm = {}): PostedForm {
  if (field.kind === "group") {
    if (field.list) form[lengthField(field.path)] = String(field.list.length);
    for (const child of field.fields) postOf(child, form);
  } else if (field.kind === "check") {
    if (field.checked) form[field.path] = "on";
  } else form[field.path] = field.value;
  return form;
}

const find = (field: FormField, path: string): FormField | undefined =>
  field.path === path
    ? field
    : field.kind === "group"
      ? field.fields.map((child) => find(child, path)).find(Boolean)
      : undefined;

const ids = Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[];

describe("the editor's form", () => {
  it("has a field for each of the schema's, with its label, hint and kind", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.company;
    const form = documentForm(schema, seed.english, "Company");
    expect(find(form, "foundedYear")).toMatchObject({
      kind: "number",
      label: "Founded year",
      integer: true,
      min: 1900,
    });
    expect(find(form, "headOffice.postalCode")).toMatchObject({
      kind: "text",
      label: "Postal code",
      hint: "PIN code",
    });
    expect(find(form, "hours.0.opens")).toMatchObject({
      kind: "text",
      value: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(find(form, "branches")).toMatchObject({ kind: "group", list: { editable: true } });
    const faqs = documentForm(CONTENT_DOCUMENTS.faqs.schema, CONTENT_DOCUMENTS.faqs.seed.english, "FAQ");
    expect(find(faqs, "0.faqs.1.answer")).toMatchObject({ kind: "text", long: true, label: "Answer" });
    expect(find(faqs, "0.faqs.1.question")).toMatchObject({ kind: "text", long: false, maxLength: 160 });
    expect(find(faqs, "0.faqs.1")).toMatchObject({
      kind: "group",
      label: expect.stringMatching(/^.+ \(FAQ 2 of \d+\)$/),
    });
  });

  it('labels list items as people read them: the item\'s own name, then its place (tester: "Part, 3 of 3")', () => {
    const faqs = documentForm(CONTENT_DOCUMENTS.faqs.schema, CONTENT_DOCUMENTS.faqs.seed.english, "FAQ");
    const groups = CONTENT_DOCUMENTS.faqs.seed.english;
    expect(find(faqs, "0")?.label).toBe(`${groups[0]?.title} (Part 1 of ${groups.length})`);
    expect(find(faqs, "0.faqs.0")?.label).toBe(
      `${groups[0]?.faqs[0]?.question} (FAQ 1 of ${groups[0]?.faqs.length})`,
    );
    const career = CONTENT_DOCUMENTS.career.seed.english;
    const jobs = documentForm(CONTENT_DOCUMENTS.career.schema, career, "Career");
    expect(find(jobs, "jobs.0.requirements.0")?.label).toBe(
      `${career.jobs[0]?.requirements[0]} (Requirement 1 of ${career.jobs[0]?.requirements.length})`,
    );
    // An item without a text is named by its place alone; a long name is shortened.
    expect(itemLabel("Parts", 2, 3, {})).toBe("Part 3 of 3");
    expect(itemLabel("Branches", 0, 1, { city: "" })).toBe("Branch 1 of 1");
    expect(itemLabel("Columns", 0, 2, { field: "car", header: "Car size" })).toBe("Car size (Column 1 of 2)");
    expect(itemLabel("Entries", 0, 1, { body: "x".repeat(80) })).toBe(`${"x".repeat(59)}… (Entry 1 of 1)`);
    expect(["FAQs", "Hours", "Branches", "Stories", "Boxes", "Class"].map(singular)).toEqual([
      "FAQ",
      "Hour",
      "Branch",
      "Story",
      "Box",
      "Class",
    ]);
  });

  it.each(ids)("gives back the %s document it shows, in English and in each translation", (id) => {
    const { schema, seed } = CONTENT_DOCUMENTS[id];
    expect(documentFromForm(schema, postOf(documentForm(schema, seed.english, id)))).toEqual({
      data: seed.english,
      unsent: [],
    });
    const texts = textsOf(seed.english, translatedFields(id));
    // A document without translations (the lift models) has no translation's form.
    for (const translation of isTranslated(id) ? Object.values(seed.translations) : []) {
      const form = translationForm(schema, texts, translation, id);
      expect(translationFromForm(texts, postOf(form))).toEqual(translation);
    }
  });

  it("reads a text area's line breaks as a browser sends them (CR LF) as the document's, so an untouched article is unchanged (tester)", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.blogs;
    const asBrowserSends = (post: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(post).map(([name, value]) => [
          name,
          typeof value === "string" ? value.replace(/\n/g, "\r\n") : value,
        ]),
      );
    const sent = asBrowserSends(postOf(documentForm(schema, seed.english, "blogs")));
    expect(JSON.stringify(sent)).toContain("\\r\\n");
    expect(documentFromForm(schema, sent).data).toEqual(seed.english);
    const texts = textsOf(seed.english, translatedFields("blogs"));
    const form = translationForm(schema, texts, seed.translations.gu, "blogs");
    expect(translationFromForm(texts, asBrowserSends(postOf(form)))).toEqual(seed.translations.gu);
  });

  it("shows a translation's texts beside the English, and marks those the English changed since", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.faqs;
    const texts = textsOf(seed.english) as { faqs: { answer: string }[] }[];
    const before = structuredClone(texts);
    before[0]!.faqs[0]!.answer = "The old English answer.";
    const form = translationForm(schema, texts, seed.translations.gu, "FAQ", before);
    expect(find(form, "0.id")).toBeUndefined();
    expect(find(form, "0.faqs.0.answer")).toMatchObject({
      kind: "text",
      english: texts[0]!.faqs[0]!.answer,
      englishBefore: "The old English answer.",
      hint: expect.any(String),
    });
    expect(find(form, "0.faqs.1.answer")).toMatchObject({ englishBefore: undefined });
    // A translation takes no more characters than its English field (a heading, a question).
    expect(find(form, "0.title")).toMatchObject({ maxLength: 80 });
    expect(find(form, "0.faqs.1.question")).toMatchObject({ maxLength: 160 });
    expect(find(form, "0.faqs.1.answer")).toMatchObject({ maxLength: undefined });
  });

  it("reads a translation's post along its texts only: a crafted field name changes nothing", () => {
    const texts = textsOf(CONTENT_DOCUMENTS.company.seed.english, translatedFields("company"));
    const post = { "phones.sales.tel": "+910000000000", name: "Another", tagline: "નવું" };
    const translation = translationFromForm(texts, post) as Record<string, unknown>;
    expect(translation.tagline).toBe("નવું");
    expect(JSON.stringify(translation)).not.toContain("+910000000000");
    expect(translation).not.toHaveProperty("name");
  });

  it("names the fields a post lacks: not a check box left unticked, nor an empty list's items (tester)", () => {
    const schema = z.object({
      title: z.string(),
      year: z.number().optional(),
      shown: z.boolean(),
      tags: z.array(z.string()).optional(),
      items: z.array(z.object({ name: z.string(), note: z.string().optional() })),
    });
    const whole = postOf(documentForm(schema, { title: "A", shown: false, items: [{ name: "B" }] }, "Test"));
    expect(whole).toEqual({
      title: "A",
      year: "",
      "tags.length": "0",
      "items.length": "1",
      "items.0.name": "B",
      "items.0.note": "",
    });
    expect(documentFromForm(schema, whole)).toEqual({
      data: { title: "A", shown: false, items: [{ name: "B" }] },
      unsent: [],
    });
    const { title: _title, "items.0.note": _note, "tags.length": _tags, ...lacking } = whole;
    expect(documentFromForm(schema, lacking).unsent).toEqual(["title", "tags.length", "items.0.note"]);
    expect(documentFromForm(schema, {}).unsent).toEqual(["title", "year", "tags.length", "items.length"]);
  });

  it("reads only the texts a translation's post has: the others are left out, one sent empty is empty (tester)", () => {
    const texts = textsOf(CONTENT_DOCUMENTS.faqs.seed.english);
    const translation = translationFromForm(texts, { "0.faqs.1.answer": "", "1.title": "નવું" }) as {
      faqs: unknown[];
    }[];
    expect(translation).toHaveLength(3);
    expect(translation[0]!.faqs[1]).toEqual({ answer: "" });
    expect(translation[0]!.faqs[0]).toEqual({});
    // No other text: every other key holds an item or a group, never a text.
    expect(JSON.stringify(translation).match(/"\w+":"[^"]*"/g)).toEqual(['"answer":""', '"title":"નવું"']);
  });

  it("keeps what was typed, even what the schema will refuse", () => {
    const { schema } = CONTENT_DOCUMENTS.company;
    const form = postOf(documentForm(schema, CONTENT_DOCUMENTS.company.seed.english, "Company"));
    const typed = documentFromForm(schema, { ...form, foundedYear: "twenty", "hours.0.opens": "" })
      .data as Record<string, unknown>;
    expect(typed.foundedYear).toBe("twenty");
    expect((typed.hours as { opens: unknown }[])[0]!.opens).toBeNull();
  });

  it("adds, removes and moves a list's items", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.faqs;
    const faqs = (data: unknown) => (data as { faqs: { question: string }[] }[])[0]!.faqs;
    const first = faqs(seed.english)[0]!.question;
    const added = changeList(schema, seed.english, listChangeOf("add 0.faqs")!);
    expect(faqs(added)).toHaveLength(faqs(seed.english).length + 1);
    expect(faqs(added).at(-1)).toEqual({ question: "", answer: "" });
    expect(faqs(changeList(schema, seed.english, listChangeOf("down 0.faqs.0")!))[1]!.question).toBe(first);
    expect(faqs(changeList(schema, seed.english, listChangeOf("up 0.faqs.0")!))[0]!.question).toBe(first);
    expect(faqs(changeList(schema, seed.english, listChangeOf("remove 0.faqs.0")!))[0]!.question).not.toBe(
      first,
    );
    expect(changeList(schema, seed.english, listChangeOf("add 0.title")!)).toEqual(seed.english);
    expect(listChangeOf("drop 0.faqs")).toBeUndefined();
    expect((documentForm(schema, added, "FAQ").fields[0] as GroupField).path).toBe("0");
  });

  it("starts a new blog post with the drawing of the post before it, never its photo, and names it by its words (tester)", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.blogs;
    const posts = structuredClone(seed.english) as { image: string; title: string }[];
    const last = posts.at(-1)!;
    const added = changeList(schema, posts, listChangeOf("add ")!) as { image: string; title: string }[];
    expect(added.at(-1)!.image).toBe(last.image);
    last.image = `photo:${"ab".repeat(16)}|${last.image}`;
    const afterPhoto = changeList(schema, posts, listChangeOf("add ")!) as { image: string }[];
    expect(afterPhoto.at(-1)!.image).toBe(drawingShown(last.image));
    // An empty list's first item: the company's mark.
    expect((changeList(schema, [], listChangeOf("add ")!) as { image: string }[])[0]!.image).toBe(
      STAND_IN_DRAWING,
    );
    // A new post without words yet is no picture's path in the error summary: "Part 4 of 4".
    expect(itemName(added.at(-1))).not.toBe(last.image);
    const fields = schema.safeParse(added);
    const imageErrors = fields.success
      ? []
      : fields.error.issues.filter((issue) => issue.path.at(-1) === "image");
    expect(imageErrors).toEqual([]);
  });

  it("starts a new item with the items its lists must have: a job opening with one requirement to write (tester)", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.career;
    const jobs = seed.english.jobs;
    const added = changeList(schema, seed.english, listChangeOf("add jobs")!) as typeof seed.english;
    expect(added.jobs).toHaveLength(jobs.length + 1);
    expect(added.jobs.at(-1)?.requirements).toEqual([""]);
    const form = documentForm(schema, added, "Career");
    expect(find(form, `jobs.${jobs.length}.requirements.0`)).toMatchObject({ kind: "text", value: "" });
    // A new FAQ group starts with the three questions a group must have; a list with no minimum is empty.
    const faqs = CONTENT_DOCUMENTS.faqs;
    const group = (
      changeList(faqs.schema, faqs.seed.english, listChangeOf("add ")!) as { faqs: unknown[] }[]
    ).at(-1);
    expect(group?.faqs).toEqual([
      { question: "", answer: "" },
      { question: "", answer: "" },
      { question: "", answer: "" },
    ]);
    expect(emptyValue(z.object({ tags: z.array(z.string()) }))).toEqual({ tags: [] });
  });

  it("gives a new item's text a text area where that text is long in the other items (a blog post's body)", () => {
    const { schema, seed } = CONTENT_DOCUMENTS.blogs;
    const posts = seed.english as unknown[];
    const added = changeList(schema, seed.english, listChangeOf("add ")!) as unknown[];
    expect(added).toHaveLength(posts.length + 1);
    const form = documentForm(schema, added, "Blog posts");
    const field = (path: string) => find(form, path) as Extract<FormField, { kind: "text" }>;
    expect(field(`${posts.length}.body`).long).toBe(true);
    expect(field(`${posts.length}.summary`).long).toBe(true);
    expect(field(`${posts.length}.id`).long).toBe(false);
    expect(field(`${posts.length}.title`).long).toBe(false);
  });

  it("says which item a list change leaves in view: the one moved or added, else the one in its place", () => {
    expect(itemAfter("0.faqs", "down", 0, 5)).toBe("0.faqs.1");
    expect(itemAfter("0.faqs", "up", 3, 5)).toBe("0.faqs.2");
    expect(itemAfter("0.faqs", "add", 5, 5)).toBe("0.faqs.5");
    expect(itemAfter("0.faqs", "remove", 1, 5)).toBe("0.faqs.1");
    expect(itemAfter("0.faqs", "remove", 4, 5)).toBe("0.faqs.3");
    expect(itemAfter("0.faqs", "remove", 0, 1)).toBe("0.faqs");
    expect(itemAfter("", "down", 0, 3)).toBe("1");
  });
});
