import { describe, expect, it } from "vitest";
import { companyIn } from "../../content/company.ts";
import { localeOfPath } from "../../contracts/locales.ts";
import type { NewLead } from "../db/leads.ts";
import { newLead } from "../testing/fixtures.ts";
import { companyMessage, visitorMessage } from "./notifications.ts";

const SETTINGS = { notifyTo: "leads@example.com", siteUrl: "https://www.example.com" };

function lead(kind: "question" | "newsletter", sourcePage: string | null): NewLead {
  const data =
    kind === "question"
      ? { name: "Meera", email: "meera@example.com", generalQuestions: "General Questions", questions: "Q?" }
      : { email: "reader@example.com" };
  return newLead({
    id: "0a1b2c3d-0000-4000-8000-000000000000",
    kind,
    data,
    createdAt: new Date("2030-01-02T10:00:00Z"),
    sourcePage,
    locale: localeOfPath(sourcePage ?? "/"),
  } as Partial<NewLead>);
}

describe("the visitor's acknowledgement", () => {
  it("is in English for a lead from an English page or from no page, exactly as before", () => {
    for (const page of ["/faq", null]) {
      const mail = visitorMessage(lead("question", page), SETTINGS)!;
      expect(mail.subject).toBe("We received your question - Urdhva Elevators");
      expect(mail.text).toContain(
        "Thank you for contacting Urdhva Elevators. We have received your question and our team will get back to you within one working day.",
      );
      expect(mail.text).toContain("Reference: 0A1B2C3D");
    }
  });

  it("is in Gujarati for a lead from a Gujarati page, and in Hindi from a Hindi page", () => {
    const gujarati = visitorMessage(lead("question", "/gu/faq"), SETTINGS)!;
    expect(gujarati.subject).toBe("તમારો પ્રશ્ન અમને મળી ગયો છે - Urdhva Elevators");
    expect(gujarati.text).toMatch(/^નમસ્તે,\n\nUrdhva Elevatorsનો સંપર્ક કરવા બદલ આભાર\./);
    expect(gujarati.text).toContain("સંદર્ભ નંબર: 0A1B2C3D");
    const hindi = visitorMessage(lead("newsletter", "/hi/about-us"), SETTINGS)!;
    expect(hindi.subject).toBe("Urdhva Elevators के समाचारों में आपका स्वागत है");
    expect(hindi.text).toContain("अगर आपने सब्सक्राइब नहीं किया है");
    // Letters of the page's script make up the text, apart from names, the phone and the site.
    for (const text of [gujarati.text, hindi.text]) expect(text).not.toMatch(/\b(the|and|you|your|us)\b/i);
  });

  it("names the company's phone as published, in the visitor's language", () => {
    const published = structuredClone(companyIn("gu"));
    published.phones.sales = { ...published.phones.sales, display: "+91 90000 00097", tel: "+919000000097" };
    const content = {
      shown: (id: string, locale: string) => (id === "company" && locale === "gu" ? published : undefined),
    };
    const mail = visitorMessage(lead("question", "/gu/faq"), { ...SETTINGS, content })!;
    expect(mail.text).toContain("+91 90000 00097");
    expect(mail.text).not.toContain(companyIn("en").phones.sales.display);
  });

  it("leaves the company's notification in English", () => {
    const mail = companyMessage(lead("question", "/gu/faq"), SETTINGS);
    expect(mail.subject).toBe("New question from Meera");
    expect(mail.text).toContain("A new question arrived through the website.");
    expect(mail.text).toContain("Page: /gu/faq");
  });
});
