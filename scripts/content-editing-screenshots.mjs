/**
 * `node scripts/content-editing-screenshots.mjs`: the pictures of docs/content-editing.md, taken from
 * the real editor: a production server on a fresh data directory with an editor and a Gujarati
 * translator, at 375 px (a phone) and 1280 px (a desk), into docs/content-editing/. Run it after a
 * change of the editor's look (needs `npm run build`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.mjs";
import { startServer } from "./bench-server.mjs";

const OUT = path.resolve("docs/content-editing");
const PASSWORD = "screenshots password 2026";
const dataDir = mkdtempSync(path.join(tmpdir(), "content-screens-"));

function addStaff(email, name, ...role) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/leads.ts", "users", "add", email, "--name", name, ...role],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${PASSWORD}\n`,
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
}

const server = await startServer({ LOG_LEVEL: "warn", DATA_DIR: dataDir, LEADS_RATE_LIMIT: "0" });
addStaff("marketing@example.com", "Nisha (marketing)", "--role", "editor");
addStaff("translator@example.com", "Hetal (translator)", "--role", "translator", "--languages", "gu");
mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();

/** A signed-in page at `width`, with the session the sign-in API gives. */
async function signedIn(email, width) {
  const session = await fetch(`${server.url}/api/inbox/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const [name, value] = (session.headers.get("set-cookie") ?? "").split(";")[0].split("=");
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
  await context.addCookies([{ name, value, url: server.url }]);
  return context.newPage();
}

async function shoot(page, file, fullPage = false) {
  await page.screenshot({ path: path.join(OUT, file), fullPage });
  console.log(`docs/content-editing/${file}`);
}

try {
  // The marketing person, on a phone: the list, then an English FAQ answer with a problem.
  const phone = await signedIn("marketing@example.com", 375);
  await phone.goto(`${server.url}/inbox/content`);
  await shoot(phone, "list-375.png");
  await phone.goto(`${server.url}/inbox/content/faqs?lang=en`);
  await phone.locator("textarea").first().fill("");
  await phone.getByRole("button", { name: "Save draft" }).first().click();
  await phone.waitForLoadState();
  await shoot(phone, "error-summary-375.png");
  await phone.goto(`${server.url}/inbox/content/faqs?lang=en`);
  const answer = phone.locator("textarea").first();
  await answer.fill(`${await answer.inputValue()} Call us on the same day.`);
  await phone.getByRole("button", { name: "Save draft" }).first().click();
  await phone.waitForLoadState();
  await shoot(phone, "saved-375.png");

  // The translator: the Gujarati beside the English (outdated after the English change), phone and desk.
  for (const width of [375, 1280]) {
    const page = await signedIn("translator@example.com", width);
    await page.goto(`${server.url}/inbox/content/faqs?lang=gu`);
    await page.locator("textarea").first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await shoot(page, `translate-${width}.png`);
  }

  // The desk: the list with a draft waiting, and a document's history.
  const desk = await signedIn("marketing@example.com", 1280);
  await desk.goto(`${server.url}/inbox/content`);
  await shoot(desk, "list-1280.png");
  await desk.goto(`${server.url}/inbox/content/faqs/history`);
  await shoot(desk, "history-1280.png");
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
