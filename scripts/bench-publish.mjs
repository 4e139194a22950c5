/**
 * Shared by the benchmarks: an editor's session, and a running server made to serve published
 * content, as the company does in the staff area: one Gujarati FAQ title changed and every
 * document published, so the server renders its pages from the database instead of serving the
 * build's files.
 */
import { execFileSync } from "node:child_process";

const EDITOR = { email: "bench-editor@example.com", password: "bench editor password 2026" };

/**
 * Adds an editor to the server's data (the leads CLI of the checkout in `cwd`) and signs in:
 * the request headers of that editor's session (JSON, same origin, the session cookie).
 */
export async function signInAsEditor(base, dataDir, cwd = process.cwd()) {
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/leads.ts",
      "users",
      "add",
      EDITOR.email,
      "--role",
      "editor",
      "--name",
      "Bench Editor",
    ],
    {
      cwd,
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${EDITOR.password}\n`,
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
  const headers = { "content-type": "application/json", origin: base };
  const session = await fetch(`${base}/api/inbox/session`, {
    method: "POST",
    headers,
    body: JSON.stringify(EDITOR),
  });
  if (session.status !== 200) throw new Error(`signing in: ${session.status} ${await session.text()}`);
  return { ...headers, cookie: (session.headers.get("set-cookie") ?? "").split(";")[0] };
}

export async function publishContent(base, dataDir, cwd = process.cwd()) {
  const signed = await signInAsEditor(base, dataDir, cwd);
  const { revision, draft } = await (
    await fetch(`${base}/api/staff/content/faqs`, { headers: signed })
  ).json();
  draft.gu[0].title = `${draft.gu[0].title} અને જવાબ`;
  const body = JSON.stringify({ revision, locale: "gu", data: draft.gu });
  const saved = await fetch(`${base}/api/staff/content/faqs`, { method: "PUT", headers: signed, body });
  if (saved.status !== 200) throw new Error(`saving: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${base}/api/staff/content/publish`, {
    method: "POST",
    headers: signed,
    body: "{}",
  });
  if (published.status !== 200) throw new Error(`publishing: ${published.status} ${await published.text()}`);
}
