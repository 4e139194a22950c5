/**
 * Every page in Gujarati and Hindi, checked in the production build's files: it exists for every
 * English page, says its language on `<html>`, names itself canonical and its three language
 * versions (and x-default) as alternates that all exist, and is written in its own script: at
 * least 70 % of the letters a visitor reads are Gujarati or Devanagari, names left aside.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEPT_NAMES } from "../content/locales/kept-names.ts";
import { englishPrerenderPaths } from "../content/prerender.ts";
import { LOCALES, type Locale, localizedPath } from "../contracts/locales.ts";

const BUILD = path.resolve("build/client");
const SCRIPT: Record<Exclude<Locale, "en">, RegExp> = {
  gu: /\p{Script=Gujarati}/u,
  hi: /\p{Script=Devanagari}/u,
};
const MIN_SHARE = 0.7;

const fileOf = (route: string) => path.join(BUILD, route === "/" ? "" : route, "index.html");
const html = (route: string) => readFileSync(fileOf(route), "utf8");

/** The text a visitor reads (and a screen reader hears in alt texts and labels), names removed. */
function visibleText(page: string): string {
  const body = page.slice(page.indexOf("<body"));
  let text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*\b(?:alt|aria-label|placeholder)="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  for (const name of [...KEPT_NAMES].sort((a, b) => b.length - a.length)) text = text.split(name).join(" ");
  return text;
}

/** The share of letters in `script`, and the longest run of other letters (for the message). */
function scriptShare(text: string, script: RegExp) {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  const inScript = letters.filter((char) => script.test(char)).length;
  const latin = text.match(/[A-Za-z][A-Za-z ,.'’-]{12,}/g) ?? [];
  return { share: letters.length ? inScript / letters.length : 0, sample: latin.slice(0, 3) };
}

describe.each(["gu", "hi"] as const)("%s pages", (locale) => {
  it.each(englishPrerenderPaths)(`%s in ${locale}`, (english) => {
    const route = localizedPath(english, locale);
    expect(existsSync(fileOf(route)), `${route} was not built`).toBe(true);
    const page = html(route);
    expect(page).toMatch(new RegExp(`<html lang="${locale}"`));
    const canonical = page.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical ?? "http://x/").pathname).toBe(route);
    for (const other of LOCALES) {
      const href = page.match(new RegExp(`<link rel="alternate" hrefLang="${other}" href="([^"]+)"`))?.[1];
      expect(href, `${route}: no ${other} alternate`).toBeDefined();
      expect(existsSync(fileOf(new URL(href!).pathname)), `${route}: ${href} does not exist`).toBe(true);
    }
    expect(page).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+"/);
    const { share, sample } = scriptShare(visibleText(page), SCRIPT[locale]);
    const percent = Math.round(share * 100);
    expect(
      share,
      `${route}: ${percent} % in script; English such as ${JSON.stringify(sample)}`,
    ).toBeGreaterThanOrEqual(MIN_SHARE);
  });
});
