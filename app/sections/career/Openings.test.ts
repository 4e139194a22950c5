import { describe, expect, it } from "vitest";
import { company } from "../../../content/company.ts";
import { applyHref } from "./Openings.tsx";

describe("applyHref", () => {
  it("mails the careers inbox with the page's subject, the position in its slot", () => {
    const href = applyHref(company.emails.careers, "નોકરી માટે અરજી: [position]", "સેલ્સ એન્જિનિયર");
    expect(href.startsWith(`mailto:${company.emails.careers}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split("subject=")[1] ?? "")).toBe("નોકરી માટે અરજી: સેલ્સ એન્જિનિયર");
  });
});
