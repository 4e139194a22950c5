/**
 * Every page in Gujarati and Hindi, checked in the production build's files: it exists for every
 * English page, says its language on `<html>`, names itself canonical and its three language
 * versions (and x-default) as alternates that all exist, and is written in its own script: at
 * least 70 % of the letters a visitor reads are Gujarati or Devanagari, names left aside.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishPrerenderPaths } from "../content/prerender.ts";
import { LOCALES, localizedPath } from "../contracts/locales.ts";
import { MIN_SHARE, SCRIPT, scriptShare, visibleText } from "./support/script-share.ts";

const BUILD = path.resolve("build/client");

const fileOf = (route: string) => path.join(BUILD, route === "/" ? "" : route, "index.html");
const html = (route: string) => readFileSync(fileOf(route), "utf8");

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
