/** Short texts derived from a lead for cards and headings, and its one-tap contact links. */
import { compactMobile } from "../../../contracts/leads/schema.ts";
import type { StoredLead } from "../../db/leads.ts";
import { fieldValueText } from "../../leads/field-values.ts";
import type { ContactLink } from "./DoNotContact.tsx";

const field = (lead: StoredLead, name: string): string => {
  const value = (lead.data as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
};

/** The visitor's name, else their email; what an erased lead was. */
export const leadTitle = (lead: StoredLead) =>
  lead.erasedAt
    ? "Erased at the person's request"
    : field(lead, "name") || field(lead, "email") || "Unnamed lead";

/**
 * An AMC quote's lifts and site on one line, as staff read them: "2 × Passenger Elevators, 8 stops
 * · Otis, 2012 · Semi-comprehensive · Shanti Residency, Surat".
 */
function amcQuoteSummary(lead: StoredLead): string {
  const value = (name: string) => fieldValueText("amcQuote", name, field(lead, name));
  const count = value("liftCount");
  const lifts = count ? `${count} × ${value("liftType")}, ${value("stops")} stops` : "";
  const make = [value("make"), value("yearInstalled")].filter(Boolean).join(", ");
  const site = [value("site"), value("city")].filter(Boolean).join(", ");
  return [lifts, make, value("cover"), site].filter(Boolean).join(" · ");
}

/** The first 140 characters of what the visitor wrote (an AMC quote: its lifts), on one line. */
export function leadSnippet(lead: StoredLead): string {
  const text =
    lead.kind === "amcQuote"
      ? amcQuoteSummary(lead)
      : (["message", "questions", "comments", "subject"].map((name) => field(lead, name)).find(Boolean) ??
        "");
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** tel: and WhatsApp links for a mobile number of ten digits (a lead's or a ticket's); none otherwise. */
export function mobileLinks(mobileNo: string): ContactLink[] {
  const mobile = compactMobile(mobileNo);
  if (!/^\d{10}$/.test(mobile)) return [];
  return [
    { label: `Call +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, href: `tel:+91${mobile}` },
    { label: "WhatsApp", href: `https://wa.me/91${mobile}` },
  ];
}

/** tel:, WhatsApp and mailto: links for the lead's mobile number and email. */
export function contactLinks(lead: StoredLead): ContactLink[] {
  const links = mobileLinks(field(lead, "mobileNo"));
  const email = field(lead, "email");
  if (email)
    links.push({
      label: `Email ${email}`,
      href: `mailto:${encodeURI(email).replace(/[?&#]/g, encodeURIComponent)}`,
    });
  return links;
}
