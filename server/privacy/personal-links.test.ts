import { describe, expect, it } from "vitest";
import { hashToken } from "./links.ts";
import { privacyToken, TOKEN_PLACEHOLDER, trackingToken, withPersonalLinks } from "./personal-links.ts";

const SECRET = "a-secret-of-16-chars";
const NO_OWNER = { leadId: null, ticketId: null, privacyRequestId: null };

describe("personal link tokens", () => {
  it("are derived from the secret and the record: 256 bits for privacy, 192 for tracking", () => {
    const lead = privacyToken(SECRET, { lead: "l1" });
    expect(Buffer.from(lead.token, "base64url")).toHaveLength(32);
    expect(lead.hash).toBe(hashToken(lead.token));
    expect(privacyToken(SECRET, { lead: "l1" })).toEqual(lead);
    expect(privacyToken(SECRET, { lead: "l2" }).token).not.toBe(lead.token);
    expect(privacyToken("another-secret-16ch", { lead: "l1" }).token).not.toBe(lead.token);
    // A lead, a ticket and a request with the same id have different links.
    expect(privacyToken(SECRET, { ticket: "l1" }).token).not.toBe(lead.token);
    expect(privacyToken(SECRET, { request: "l1" }).token).not.toBe(lead.token);

    const tracking = trackingToken(SECRET, "t1");
    expect(tracking).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(trackingToken(SECRET, "t2")).not.toBe(tracking);
    expect(tracking).not.toBe(privacyToken(SECRET, { ticket: "t1" }).token.slice(0, 32));
  });

  it("go into a visitor's email only as it is sent, in its text and its HTML", () => {
    const queued = {
      to: "kiran@example.com",
      subject: "Ticket",
      text: `Track: https://x.example/gu/track/${TOKEN_PLACEHOLDER.tracking}\nPrivacy: https://x.example/privacy/request/${TOKEN_PLACEHOLDER.privacy}`,
      html: `<a href="https://x.example/privacy/request/${TOKEN_PLACEHOLDER.privacy}">link</a>`,
    };
    const sent = withPersonalLinks(
      { ...NO_OWNER, ticketId: "t1", recipient: "visitor", message: queued },
      SECRET,
    );
    expect(sent.text).toBe(
      `Track: https://x.example/gu/track/${trackingToken(SECRET, "t1")}\nPrivacy: https://x.example/privacy/request/${privacyToken(SECRET, { ticket: "t1" }).token}`,
    );
    expect(sent.html).toContain(`/privacy/request/${privacyToken(SECRET, { ticket: "t1" }).token}"`);
    expect(sent.to).toBe(queued.to);
    // The queued message itself is left as it was.
    expect(queued.text).toContain(TOKEN_PLACEHOLDER.tracking);
  });

  it("never go into the company's email (which quotes what the visitor typed), nor a lead's tracking link", () => {
    const typed = { to: "sales@example.com", subject: "New", text: `Message: ${TOKEN_PLACEHOLDER.privacy}` };
    const company = withPersonalLinks(
      { ...NO_OWNER, leadId: "l1", recipient: "company", message: typed },
      SECRET,
    );
    expect(company.text).toBe(typed.text);
    const lead = withPersonalLinks(
      {
        ...NO_OWNER,
        leadId: "l1",
        recipient: "visitor",
        message: { ...typed, text: TOKEN_PLACEHOLDER.tracking },
      },
      SECRET,
    );
    expect(lead.text).toBe("(removed)");
  });
});
