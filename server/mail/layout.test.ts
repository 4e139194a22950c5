import { describe, expect, it } from "vitest";
import { company } from "../../content/company.ts";
import { TOKEN_PLACEHOLDER } from "../privacy/personal-links.ts";
import { composeMail, phoneLine, visitorEnding } from "./layout.ts";

const ENVELOPE = { to: "kiran@example.com", subject: "Ticket <1>" };

describe("the one email layout", () => {
  it("writes the text and the HTML from the same lines, in the reader's language", () => {
    const mail = composeMail(ENVELOPE, "gu", [
      "નમસ્તે,",
      "",
      "Two lines\nof ours",
      { text: "Follow it: https://x.example/t?a=1&b=2", link: "https://x.example/t?a=1&b=2" },
      "",
      { label: "Mobile number", value: "9825012345", href: "tel:+919825012345" },
      { label: "Description", value: "Stuck\nLanguage: en" },
    ]);
    expect(mail.text).toBe(
      "નમસ્તે,\n\nTwo lines\nof ours\nFollow it: https://x.example/t?a=1&b=2\n\nMobile number: 9825012345 (tel:+919825012345)\nDescription:\n  Stuck\n  Language: en",
    );
    expect(mail).not.toHaveProperty("replyTo");
    expect(mail.html).toContain('<html lang="gu" dir="ltr">');
    expect(mail.html).toContain("<title>Ticket &lt;1&gt;</title>");
    expect(mail.html).toContain("Two lines<br>of ours<br>Follow it: ");
    expect(mail.html).toContain(
      '<a href="https://x.example/t?a=1&amp;b=2">https://x.example/t?a=1&amp;b=2</a>',
    );
    expect(mail.html).toContain('<a href="tel:+919825012345">9825012345</a>');
  });

  it("links one of the company's numbers in our own words, and leaves the text as it is", () => {
    const line = phoneLine(company.phones.support, (phone) => `Lift stuck? Call ${phone} now.`);
    const mail = composeMail(ENVELOPE, "en", [line]);
    const { display, tel } = company.phones.support;
    expect(mail.text).toBe(`Lift stuck? Call ${display} now.`);
    expect(mail.html).toContain(`Lift stuck? Call <a href="tel:${tel}">${display}</a> now.`);
  });

  it("never turns a visitor's text into markup or a link", () => {
    const typed = '<a href="https://evil.example">click</a> https://evil.example';
    const mail = composeMail({ ...ENVELOPE, replyTo: "a@example.com" }, "en", [
      { label: "Message", value: typed },
    ]);
    expect(mail.replyTo).toBe("a@example.com");
    expect(mail.html).not.toContain("<a ");
    expect(mail.html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;");
  });

  it("ends a visitor's email with their privacy link, when they have one, and the company", () => {
    const site = "https://www.example.com";
    const ending = composeMail(ENVELOPE, "hi", visitorEnding("hi", site, true, company.name));
    const link = `${site}/hi/privacy/request/${TOKEN_PLACEHOLDER.privacy}`;
    expect(ending.text.startsWith("\n")).toBe(true);
    expect(ending.text.endsWith(`${link}\n\n${company.name}\n${site}`)).toBe(true);
    expect(ending.html).toContain(`<a href="${link}">`);
    expect(composeMail(ENVELOPE, "hi", visitorEnding("hi", site, false, company.name)).text).toBe(
      `\n${company.name}\n${site}`,
    );
  });
});
