/** The sign-in form: what /inbox shows without a valid session. */
import { Brand, Document } from "./Document.tsx";

export interface SignInProps {
  message?: string | undefined;
  email?: string | undefined;
}

export function SignInPage({ message, email }: SignInProps) {
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
          <label className="field">
            <span>Email</span>
            <input type="email" name="email" autoComplete="username" required defaultValue={email ?? ""} />
          </label>
          <label className="field">
            <span>Password</span>
            <input type="password" name="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
        <p className="muted">Accounts are created by an administrator on the server.</p>
      </main>
    </Document>
  );
}
