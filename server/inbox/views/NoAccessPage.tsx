/**
 * The inbox's front page for a role that may use none of its sections (editor, translator): the
 * inbox's header and a sentence, nothing about any lead, ticket or request.
 */
import type { StaffUser } from "../../db/inbox.ts";
import { Brand, Document } from "./Document.tsx";

export const NO_ACCESS_MESSAGE =
  "Your account has no access to leads, service tickets or privacy requests. Ask an administrator if you need it.";

export function NoAccessPage({ user }: { user: StaffUser }) {
  return (
    <Document title="Inbox">
      <header className="topbar">
        <Brand heading />
        <form method="post" action="/inbox/sign-out" className="who">
          <span>{user.name}</span>
          <button type="submit" className="button secondary small">
            Sign out
          </button>
        </form>
      </header>
      <main className="inbox">
        <section className="lead-pane placeholder" aria-label="Inbox">
          <p className="muted">{NO_ACCESS_MESSAGE}</p>
        </section>
      </main>
    </Document>
  );
}
