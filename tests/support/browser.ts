/**
 * Browser-test helpers. `usePage()` gives each test a fresh page on Debian's Chromium against the
 * real production server; any console error, page error or failed request fails the test. A page
 * counts as open at its load event: a test that uses the page's code waits for it
 * (`waitForHydration`, `scrollToSection`, `waitForCarousel`).
 *
 *   const open = usePage();
 *   it("…", async () => { const page = await open("/about-us", { width: 375 }); … });
 *
 * Cost matters on two cores: a test file launches one Chromium (closed by tests/support/setup.ts),
 * and a browser context, once a test is done with it, serves a later test of the file that asks for
 * the same options, with its cookies and localStorage cleared but its HTTP cache kept (the forms'
 * drafts and last send are in the tab's `sessionStorage`: it closes with the test's pages). Within one test every `open` still gets a context of its own. Fake clocks stay with
 * their context, so use the `fakeClock` option, not `page.clock.install()`: such a context is
 * closed after its test.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterEach, expect, inject } from "vitest";
// @ts-expect-error plain ES module without types
import { launchChromium } from "./chromium.mjs";

export const baseUrl = () => inject("baseUrl");

export interface OpenOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  reducedMotion?: "reduce" | "no-preference";
  /**
   * Installs a fake clock before the page loads: time flows as usual until the test pauses or
   * advances it with `page.clock`, so timers (autoplay, reveals) are tested without real waits.
   */
  fakeClock?: boolean;
  /** Substrings of console errors / failed URLs a test expects (e.g. a deliberately failed API call). */
  allowErrors?: string[];
  /** Prepares the page before it loads (init scripts, routes). */
  beforeLoad?: (page: Page) => Promise<void>;
}

interface Tracked {
  errors: string[];
  allow: string[];
  /** Hands the page's context back (or closes it) once the test is done. */
  release: () => Promise<void>;
}

const trackedPages = new WeakMap<Page, Tracked>();

/**
 * From now on, ignores `page`'s console errors and failed requests that contain one of `substrings`
 * (for example after the test blocks the app's scripts on purpose); earlier ones still fail the test.
 */
export function allowErrorsFromNowOn(page: Page, substrings: string[]) {
  trackedPages.get(page)?.allow.push(...substrings);
}

let launched: Promise<Browser> | undefined;
/** Contexts no test is using, by the options they were made with. */
const idleContexts = new Map<string, BrowserContext[]>();

/** The test file's Chromium, launched on first use. */
function fileBrowser(): Promise<Browser> {
  if (!launched) launched = launchChromium({ forTests: true }) as Promise<Browser>;
  return launched;
}

/** Closes the test file's Chromium, if it was launched (tests/support/setup.ts, after all tests). */
export async function closeFileBrowser() {
  const browser = await launched;
  launched = undefined;
  idleContexts.clear();
  await browser?.close();
}

async function newContext(options: OpenOptions, width: number) {
  const browser = await fileBrowser();
  return browser.newContext({
    viewport: { width, height: options.height ?? (width < 600 ? 812 : 900) },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
    hasTouch: width < 600,
    isMobile: false,
  });
}

/** A context for one test's page: an idle one made with the same options, else a new one. */
async function takeContext(options: OpenOptions, width: number) {
  const key = JSON.stringify([width, options.height, options.javaScriptEnabled, options.reducedMotion]);
  const idle = options.fakeClock ? undefined : idleContexts.get(key)?.pop();
  const context = idle ?? (await newContext(options, width));
  const release = async () => {
    if (options.fakeClock) return context.close();
    // What the site keeps beyond a tab: the note that the web font was fetched (localStorage) and
    // cookies (the forms' drafts and last send live in the tab's sessionStorage, gone with the pages
    // closed here). With them cleared, the next test starts as a first visit.
    await context
      .pages()[0]
      ?.evaluate(() => localStorage.clear())
      .catch(() => undefined);
    await Promise.all(context.pages().map((page) => page.close()));
    await context.clearCookies();
    idleContexts.set(key, [...(idleContexts.get(key) ?? []), context]);
  };
  return { context, release };
}

export function usePage() {
  const open: Tracked[] = [];

  afterEach(async () => {
    const problems = open.flatMap(({ errors }) => errors);
    await Promise.all(open.map(({ release }) => release()));
    open.length = 0;
    expect(problems, "console errors or failed requests").toEqual([]);
  });

  return async function openPage(path: string, options: OpenOptions = {}): Promise<Page> {
    const width = options.width ?? 1280;
    const { context, release } = await takeContext(options, width);
    const tracked: Tracked = { errors: [], allow: [...(options.allowErrors ?? [])], release };
    open.push(tracked);
    const report = (problem: string) => {
      if (!tracked.allow.some((allowed) => problem.includes(allowed))) tracked.errors.push(problem);
    };
    const page = await context.newPage();
    trackedPages.set(page, tracked);
    page.on("console", (message) => {
      if (message.type() === "error") report(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => report(`pageerror: ${error.message}`));
    page.on("requestfailed", (request) => {
      const failure = request.failure()?.errorText ?? "";
      // Navigations that the page itself cancels (e.g. a client-side redirect) are not failures,
      // nor are script preloads that Chromium blocks when JavaScript is disabled.
      if (failure.includes("ERR_ABORTED")) return;
      if (options.javaScriptEnabled === false && failure === "csp") return;
      report(`requestfailed: ${request.url()} ${failure}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) report(`http ${response.status()}: ${response.url()}`);
    });
    if (options.fakeClock) await page.clock.install();
    await options.beforeLoad?.(page);
    await page.goto(baseUrl() + path, { waitUntil: "load" });
    return page;
  };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core (WCAG 2.x A/AA + best practices) on the page, or only on the element `selector`
 * matches, and returns its violations, summarised.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // axe judges the page at rest: an entrance animation caught halfway (the home page's steps fade
  // in one per second) would read as low contrast. Finite animations are run to their end first.
  // Transitions are switched off for the run, so a carousel that advances while axe reads the page
  // swaps slides at once instead of fading a button through half opacity.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      element.style.setProperty("transition", "none", "important");
    }
  });
  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (scope) => {
    const context = scope === undefined ? document : document.querySelector(scope);
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(context, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      // Best practices axe 4.14 ships switched off (deprecated there, still reported by the axe
      // browser extensions and older axe runs): a complementary landmark (<aside> with a name)
      // inside another landmark is announced out of place by screen readers.
      rules: { "landmark-complementary-is-top-level": { enabled: true } },
      // Only violations are read: axe then keeps one node of each other result, not every node.
      resultTypes: ["violations"],
    });
    return result.violations.map(
      (violation: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  }, selector);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*"))
      element.style.removeProperty("transition");
  });
  return violations;
}

/**
 * Scrolls a deferred section (`data-deferred="<id>"`, app/components/deferred.tsx) into view and
 * waits until its code has run, so that clicks and keys reach the live section.
 */
export async function scrollToSection(page: Page, id: string) {
  await page.locator(`[data-deferred="${id}"]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-deferred="${id}"][data-ready="true"]`, { state: "attached" });
}

/** Waits until the carousel region named `label` runs: hydrated, its engine loaded. */
export async function waitForCarousel(page: Page, label: string) {
  await page.waitForSelector(`section[aria-label="${label}"][data-ready="true"]`, { state: "attached" });
}

/**
 * Waits until React has hydrated the page (app/root.tsx sets data-hydrated on <html>) and every
 * section deferred below the fold has hydrated too (they do, one after another, by themselves;
 * app/components/deferred.tsx). `{ sections: false }` waits for the page alone: a test on a fake
 * clock that times something from the start (the hero's autoplay) must not let time run meanwhile.
 */
export async function waitForHydration(page: Page, { sections = true } = {}) {
  await page.waitForFunction(
    (withSections) =>
      document.documentElement.dataset.hydrated === "true" &&
      (!withSections ||
        // Every section's code in, and the footer laid out (a page opened at its top lays it out in
        // its turn: until then its colours are not computed, and axe would misread them).
        document.querySelector(
          "[data-deferred]:not([data-ready]), .fresh .site-footer:not([data-laid-out])",
        ) === null),
    sections,
  );
}

/**
 * Waits until the page has kept `y` as its position in its history entry, as it does once
 * scrolling pauses (app/components/history-scroll.ts): where Back returns to.
 */
export async function positionKept(page: Page, y: number) {
  await page.waitForFunction((top) => window.history.state?.y === top, y);
}
