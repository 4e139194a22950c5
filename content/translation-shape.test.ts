import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS } from "./documents.ts";
import {
  addedItems,
  missingTexts,
  realignedTranslation,
  shapeProblems,
  textsOf,
  usableTranslation,
} from "./translation-shape.ts";

const english = [
  {
    id: "general",
    title: "General",
    faqs: [{ question: "Q1?", answer: "A1", link: { label: "More", href: "/x" } }],
  },
];

describe("a translation's shape", () => {
  it("is the English texts without the fields that hold none", () => {
    expect(textsOf(english)).toEqual([
      { title: "General", faqs: [{ question: "Q1?", answer: "A1", link: { label: "More" } }] },
    ]);
    expect(textsOf({ name: "Urdhva", tagline: "Lifts", founded: 2014 }, ["tagline"])).toEqual({
      tagline: "Lifts",
    });
    expect(textsOf([{ name: "Iris", teaser: "Glass" }], ["teaser"])).toEqual([{ teaser: "Glass" }]);
    // A path names a part of a field: the rest of it (here a group of numbers) is left out.
    const privacy = {
      contact: { name: "Officer", email: "privacy@example.com" },
      retentionMonths: { leads: 24 },
      processors: [{ name: "Mailer", purpose: "sends our emails" }],
    };
    expect(
      textsOf({ tagline: "Lifts", privacy }, ["tagline", "privacy.contact", "privacy.processors"]),
    ).toEqual({
      tagline: "Lifts",
      privacy: {
        contact: { name: "Officer" },
        processors: [{ name: "Mailer", purpose: "sends our emails" }],
      },
    });
  });

  it("refuses values the English has no text for, lists of another length and non-texts", () => {
    const texts = textsOf(english);
    expect(shapeProblems(texts, [{ id: "changed", title: 5, faqs: [{}, {}] }])).toEqual({
      "0.id": "Not a text of this document: only the English can change it.",
      "0.title": "Must be text.",
      "0.faqs": "Has 2 items; the English has 1. Add or remove items in English.",
    });
    expect(shapeProblems(texts, { title: "x" })).toEqual({ "": "Must be a list." });
    expect(shapeProblems(texts, [{ faqs: [{ link: { href: "/evil" } }] }])).toEqual({
      "0.faqs.0.link.href": "Not a text of this document: only the English can change it.",
    });
  });

  it("lets texts be missing, lists them, and leaves them to the English", () => {
    const texts = textsOf(english);
    const partial = [{ title: "સામાન્ય", faqs: [{ question: "  ", answer: "જવાબ" }] }];
    expect(shapeProblems(texts, partial)).toEqual({});
    expect(missingTexts(texts, partial)).toEqual(["0.faqs.0.question", "0.faqs.0.link.label"]);
    expect(usableTranslation(english, partial)).toEqual([
      { id: undefined, title: "સામાન્ય", faqs: [{ question: undefined, answer: "જવાબ", link: undefined }] },
    ]);
    // Only invisible characters are no text; a list of another length than the English is left out.
    expect(missingTexts(texts, [{ title: "\u200b\u200b ", faqs: [] }])).toContain("0.title");
    const moved = [
      {
        title: "સામાન્ય",
        faqs: [
          { question: "પ્ર?", answer: "જ" },
          { question: "બીજો?", answer: "જ" },
        ],
      },
    ];
    expect(usableTranslation(english, moved)).toEqual([{ id: undefined, title: "સામાન્ય", faqs: undefined }]);
    // A null or an inherited name is not a text of the document.
    expect(shapeProblems(texts, [{ title: null, toString: "x" }])).toEqual({
      "0.title": "Not a value: leave it out, and the page shows the English.",
      "0.toString": "Not a text of this document: only the English can change it.",
    });
  });

  it.each(Object.entries(CONTENT_DOCUMENTS))(
    "fits every seed translation of %s, with no text missing",
    (_id, document) => {
      const texts = textsOf(
        document.seed.english,
        "translated" in document ? document.translated : undefined,
      );
      for (const translation of Object.values(document.seed.translations)) {
        expect(shapeProblems(texts, translation)).toEqual({});
        expect(missingTexts(texts, translation)).toEqual([]);
      }
    },
  );
});

describe("the items an English brings that another did not have", () => {
  const before = [
    { id: "a", faqs: [{ q: "one" }, { q: "two" }] },
    { id: "b", faqs: [{ q: "three" }] },
  ];
  const after = [
    { id: "c", faqs: [{ q: "new" }] },
    { id: "a", faqs: [{ q: "zero" }, { q: "one" }, { q: "two" }] },
    { id: "b", faqs: [{ q: "three" }] },
  ];

  it("names each added item once, not the items inside it, as realignedTranslation leaves them empty", () => {
    expect(addedItems(before, after)).toEqual(["0", "1.faqs.0"]);
    const translation = [{ faqs: [{ q: "એક" }, { q: "બે" }] }, { faqs: [{ q: "ત્રણ" }] }];
    expect(realignedTranslation(before, after, translation)).toEqual([
      {},
      { faqs: [{}, { q: "એક" }, { q: "બે" }] },
      { faqs: [{ q: "ત્રણ" }] },
    ]);
    expect(addedItems(after, after)).toEqual([]);
  });
});
