/**
 * The frame of every signed-in inbox page: the header (brand, the sections the role may use, who is
 * signed in and the sign-out button), then the section's list pane and, when an item is open, its
 * pane beside it (else a placeholder sentence). A section passes its own list and item views.
 */
import type { ReactNode } from "react";
import type { StaffUser } from "../../db/staff.ts";
import { Brand, Document } from "./Document.tsx";
import { InboxNav, type InboxSection } from "./InboxNav.tsx";

export interface InboxFrameProps {
  user: StaffUser;
  title: string;
  current?: InboxSection | undefined;
  /** What the section lists, one and many (`["lead", "leads"]`), for its skip link. */
  noun?: readonly [one: string, many: string] | undefined;
  list?: ReactNode;
  /** The open item's pane. */
  item?: ReactNode;
  /** Without an open item: the placeholder pane's name and sentence. */
  placeholder: { label: string; text: string };
}

export function InboxFrame({ user, title, current, noun, list, item, placeholder }: InboxFrameProps) {
  // The skip link goes to the open item's heading (`#lead-heading`), else to the list's.
  const skip =
    noun && (item ? { href: `#${noun[0]}-heading`, to: noun[0] } : { href: "#list-heading", to: noun[1] });
  return (
    <Document title={title}>
      {skip ? (
        <a className="skip" href={skip.href}>
          {`Skip to the ${skip.to}`}
        </a>
      ) : null}
      <header className="topbar">
        <Brand heading />
        <InboxNav current={current} user={user} />
        <form method="post" action="/inbox/sign-out" className="who">
          <span>{user.name}</span>
          <button type="submit" className="button secondary small">
            Sign out
          </button>
        </form>
      </header>
      <main className={item ? "inbox has-lead" : "inbox"}>
        {list}
        {item ?? (
          <section className="lead-pane placeholder" aria-label={placeholder.label}>
            <p className="muted">{placeholder.text}</p>
          </section>
        )}
      </main>
    </Document>
  );
}
