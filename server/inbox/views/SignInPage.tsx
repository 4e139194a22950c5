/**
 * The sign-in form: what every inbox page shows without a valid session. It returns to the page
 * that asked (`next`) and shows a note typed before the session ended, added once signed in.
 */
import { ticketOfPage } from "../tickets/paths.ts";
import { MAX_NOTE_LENGTH } from "../work.ts";
import { Brand, Document } from "./Document.tsx";

export interface SignInProps {
  message?: string | undefined;
  email?: string | undefined;
  /** The inbox page to return to (already checked: see inboxPageOf). */
  next?: string | undefined;
  /** A note typed on that lead's or ticket's page that was not saved yet. */
  note?: string | undefined;
}

export function SignInPage({ message, email, next, note }: SignInProps) {
  // A note goes where it was typed: a ticket's page, or a lead's.
  const noteOn = next && ticketOfPage(next) ? "ticket" : "lead";
  return (
    <Document title="Sign in">
      <main className="sign-in">
        <Brand />
        <h1>Sign in</h1>
        {message ? (
          <p className="alert" role="alert">
            {message}
          </p>
        ) : null}
        <form method="post" action="/inbox/sign-in" className="stack">
          {next && next !== "/inbox" ? <input type="hidden" name="next" value={next} /> : null}
          <label className="field">
            <span>Email</span>
            <input type="email" name="email" autoComplete="username" required defaultValue={email ?? ""} />
          </label>
          <label className="field">
            <span>Password</span>
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          {note?.trim() ? (
            <label className="field">
              <span>Your note, not saved yet: it is added to the {noteOn} when you sign in</span>
              <textarea name="note" rows={3} maxLength={MAX_NOTE_LENGTH} defaultValue={note} />
            </label>
          ) : null}
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
        <p className="muted">Accounts are created by an administrator on the server.</p>
      </main>
    </Document>
  );
}
