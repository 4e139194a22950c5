/** Short texts derived from a lead for cards and headings, and its one-tap contact links. */
import { compactMobile } from "../../../contracts/leads.ts";
import type { StoredLead } from "../../db/repository.ts";

const field = (lead: StoredLead, name: string): string => {
  const value = (lead.data as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
};

/** The visitor's name, else their email; what an erased lead was. */
export const leadTitle = (lead: StoredLead) =>
  lead.erasedAt
    ? "Erased at the person's request"
    : field(lead, "name") || field(lead, "email") || "Unnamed lead";

/** The first 140 characters of what the visitor wrote, on one line. */
export function leadSnippet(lead: StoredLead): string {
  const text =
    ["message", "questions", "comments", "subject"].map((name) => field(lead, name)).find(Boolean) ?? "";
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** tel:, WhatsApp and mailto: links for the lead's mobile number and email. */
export function contactLinks(lead: StoredLead): { label: string; href: string }[] {
  const links: { label: string; href: string }[] = [];
  const mobile = compactMobile(field(lead, "mobileNo"));
  if (/^\d{10}$/.test(mobile)) {
    links.push({ label: `Call +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, href: `tel:+91${mobile}` });
    links.push({ label: "WhatsApp", href: `https://wa.me/91${mobile}` });
  }
  const email = field(lead, "email");
  if (email)
    links.push({
      label: `Email ${email}`,
      href: `mailto:${encodeURI(email).replace(/[?&#]/g, encodeURIComponent)}`,
    });
  return links;
}
