/**
 * A person who withdrew consent is not to be contacted (privacy.md), and staff see it where they
 * act: a mark on the list's card, a line at the top of the lead's or ticket's page, above the
 * contact buttons, and those buttons disabled (the number and address stay readable, for answering
 * a privacy request they made). In words; colour only adds to it.
 */
import { shortTime } from "../labels.ts";

/** One one-tap contact: a tel:, WhatsApp or mailto: link and its label. */
export interface ContactLink {
  label: string;
  href: string;
}

/** The card's mark. */
export function ConsentMark({ withdrawnAt }: { withdrawnAt: Date | null | undefined }) {
  return withdrawnAt ? (
    <span className="card-flag do-not-contact">Consent withdrawn: do not contact</span>
  ) : null;
}

/** The line at the top of a page, when consent is withdrawn (an erased record says so already). */
export function ConsentAlert({
  withdrawnAt,
  erasedAt,
}: {
  withdrawnAt: Date | null | undefined;
  erasedAt: Date | null | undefined;
}) {
  if (!withdrawnAt || erasedAt) return null;
  return (
    <p className="alert do-not-contact">
      <strong>Consent withdrawn</strong>{" "}
      <time dateTime={withdrawnAt.toISOString()}>{shortTime(withdrawnAt)}</time> by their personal link: do
      not contact them, except to answer a privacy request they made.
    </p>
  );
}

/** The contact buttons: links, or disabled buttons once consent is withdrawn. */
export function ContactButtons({ links, withdrawn }: { links: ContactLink[]; withdrawn: boolean }) {
  if (links.length === 0) return null;
  return (
    <ul className="contact">
      {links.map((link) => (
        <li key={link.href}>
          {withdrawn ? (
            <button type="button" className="button secondary" disabled>
              {link.label}
            </button>
          ) : (
            <a className="button secondary" href={link.href}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
