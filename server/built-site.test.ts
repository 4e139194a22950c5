import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "../content/company.ts";
import { builtSiteProblem } from "./built-site.ts";

/** A build folder whose home page has this canonical link. */
function buildFor(canonical: string, onTestFinished: (cleanup: () => void) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "urdhva-build-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<html><head><link rel="canonical" href="${canonical}"/></head></html>`,
  );
  return dir;
}

describe("the built site and SITE_URL", () => {
  it("fit when the build was made for SITE_URL's origin, or for the company's when it is unset", ({
    onTestFinished,
  }) => {
    const dir = buildFor("https://lifts.example.com/", onTestFinished);
    expect(builtSiteProblem(dir, "https://lifts.example.com")).toBeUndefined();
    expect(builtSiteProblem(dir, "https://LIFTS.example.com:443")).toBeUndefined();
    const ours = buildFor(`${company.siteUrl}/`, onTestFinished);
    expect(builtSiteProblem(ours, undefined)).toBeUndefined();
  });

  it("do not fit when the build was made for another origin, and say how to fix it", ({ onTestFinished }) => {
    const dir = buildFor("https://lifts.example.com/", onTestFinished);
    expect(builtSiteProblem(dir, "https://www.example.org")).toBe(
      `the site in ${dir} was built for https://lifts.example.com, not https://www.example.org: build it again with this SITE_URL (npm run build), or start with npm start, which rebuilds`,
    );
    expect(builtSiteProblem(dir, "http://lifts.example.com")).toMatch(/was built for https:/);
    expect(builtSiteProblem(dir, undefined)).toMatch(/was built for https:\/\/lifts\.example\.com, not /);
  });

  it("leave a server without a build alone (the API alone, as the tests run it)", () => {
    expect(
      builtSiteProblem(path.join(os.tmpdir(), "no-such-build"), "https://www.example.org"),
    ).toBeUndefined();
  });
});
