/**
 * A translation's check as a save meets it (checkedDraft): every translation the repository seeds
 * passes it; a refused text names each of its problems in words a translator reads, one a line,
 * the schema's (a text too short) with the term check's.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS, type ContentDocumentId, isTranslated } from "../../content/documents.ts";
import { faqGroups, faqGroupsIn } from "../../content/faqs.ts";
import { galleryItems, galleryItemsIn } from "../../content/gallery.ts";
import { checkedDraft } from "./documents.ts";

const gujaratiFaqs = () => structuredClone(faqGroupsIn.collection.translations.gu) as typeof faqGroups;

describe("checking a translation", () => {
  it("passes every translation the repository seeds", () => {
    for (const id of (Object.keys(CONTENT_DOCUMENTS) as ContentDocumentId[]).filter(isTranslated)) {
      const { english, translations } = CONTENT_DOCUMENTS[id].seed;
      for (const locale of ["gu", "hi"] as const)
        expect(checkedDraft(id, locale, translations[locale], english).errors, `${id} ${locale}`).toEqual({});
    }
  });

  it("names figures, addresses, links and pictures that differ from the English, in plain words", () => {
    const facts = structuredClone(galleryItemsIn.collection.translations.gu) as typeof galleryItems;
    const at = galleryItems.findIndex((item) => item.facts[0] === "13 persons / 884 kg");
    (facts[at] as { facts: string[] }).facts[0] = "25 વ્યક્તિ / 1700 કિગ્રા";
    expect(checkedDraft("gallery", "gu", facts, galleryItems).errors).toEqual({
      [`${at}.facts.0`]:
        "The English has 13 and 884; this text has 25 and 1700: write the figures as the English has them.",
    });

    const faqs = gujaratiFaqs();
    const answer = faqs[0]?.faqs[0] as { question: string; answer: string };
    answer.answer += " 98765 43210 પર કૉલ કરો અથવા hacker@evil.example પર લખો.";
    answer.question = "12345";
    expect(checkedDraft("faqs", "gu", faqs, faqGroups).errors).toEqual({
      "0.faqs.0.question":
        "This text has 12345, which the English does not: write the figures as the English has them.",
      "0.faqs.0.answer": [
        "This text has 98765 and 43210, which the English does not: write the figures as the English has them.",
        '"hacker@evil.example" is not in the English: write only the email and web addresses the English has.',
      ].join("\n"),
    });

    const { english, translations } = CONTENT_DOCUMENTS.blogs.seed;
    const posts = structuredClone(translations.gu);
    const post = posts[0] as { body: string };
    post.body = `${post.body.replace("](/contact-us)", "](https://example.org/contact)")}\n\n![ચિત્ર](/images/not-there.svg)`;
    expect(checkedDraft("blogs", "gu", posts, english).errors).toEqual({
      "0.body": [
        'The English links to "/contact-us"; this text links to "https://example.org/contact": keep the links as the English has them; only their words are translated.',
        'This text shows the picture "/images/not-there.svg", which the English does not: keep the pictures as the English has them; only their descriptions are translated.',
      ].join("\n"),
    });
  });

  it("names an invisible character and where it is, and figures in Gujarati digits (counted by their values)", () => {
    const faqs = gujaratiFaqs();
    (faqs[0] as { title: string }).title = "ગ્રાહકોના\u200B પ્રશ્નો";
    (faqs[1] as { title: string }).title = "\u202Eગ્રાહકોના પ્રશ્નો";
    expect(checkedDraft("faqs", "gu", faqs, faqGroups).errors).toEqual({
      "0.title":
        'Holds an invisible character, the zero-width space (U+200B), after "ગ્રાહકોના": delete it, or type that part of the text again.',
      "1.title":
        "Holds an invisible character that reorders the text, the right-to-left override (U+202E), at the start: delete it, or type that part of the text again.",
    });
    const facts = structuredClone(galleryItemsIn.collection.translations.gu) as typeof galleryItems;
    const at = galleryItems.findIndex((item) => item.facts[0] === "13 persons / 884 kg");
    (facts[at] as { facts: string[] }).facts[0] = "૧૩ વ્યક્તિ / ૮૮૪ કિગ્રા";
    expect(checkedDraft("gallery", "gu", facts, galleryItems).errors).toEqual({
      [`${at}.facts.0`]: [
        '"૧૩" is written in Gujarati digits: write it with the digits 0-9 (13), as the term base says.',
        '"૮૮૪" is written in Gujarati digits: write it with the digits 0-9 (884), as the term base says.',
      ].join("\n"),
    });
  });

  it("shows a text too short for the schema with what the term check finds in it", () => {
    const faqs = gujaratiFaqs();
    (faqs[0]?.faqs[0] as { answer: string }).answer = "General જવાબ";
    expect(checkedDraft("faqs", "gu", faqs, faqGroups).errors).toEqual({
      "0.faqs.0.answer": [
        "Too small: expected string to have >=40 characters",
        '"General" is an English word: write it in Gujarati (only the names and abbreviations the term base allows stay in English).',
      ].join("\n"),
    });
  });

  it("compares with the English only the texts a save changes: one the English changed since stays, outdated", () => {
    const at = faqGroups[0]?.faqs.findIndex((faq) => /\d/.test(faq.answer)) ?? -1;
    const english = structuredClone(faqGroups);
    (english[0]?.faqs[at] as { answer: string }).answer =
      "A changed answer without any figure, long enough for the schema.";
    const stored = gujaratiFaqs();
    const faqs = gujaratiFaqs();
    (faqs[1] as { title: string }).title = "સામાન્ય સવાલ";
    expect(checkedDraft("faqs", "gu", faqs, english, { compared: stored }).errors).toEqual({});
    // Written again, it is compared again.
    (faqs[0]?.faqs[at] as { answer: string }).answer += " ";
    expect(checkedDraft("faqs", "gu", faqs, english, { compared: stored }).errors).toEqual({
      [`0.faqs.${at}.answer`]: expect.stringMatching(
        /, which the English does not: write the figures as the English has them\.$/,
      ),
    });
  });
});
